/** A página de contato em português do Brasil: o formulário, o aviso, os links rápidos e as perguntas frequentes. */
import type { Dictionary } from '../dictionary';

export const contact: Dictionary['contact'] = {
  title: 'Fale com a gente',
  description: 'Dúvidas, sugestões ou ideias de parceria: entre em contato com a equipe.',
  formTitle: 'Mande uma mensagem',
  form: {
    name: 'Nome',
    email: 'E-mail',
    subject: 'Assunto',
    message: 'Mensagem',
    allRequired: 'Todos os campos são obrigatórios.',
    send: 'Enviar mensagem',
  },
  sentToast: { title: 'Mensagem enviada!', description: 'Obrigado pelo contato. Vamos responder em breve.' },
  helpTitle: 'Procurando uma resposta rápida?',
  helpLead: 'Muitas dúvidas já têm resposta nos nossos guias e nas perguntas frequentes abaixo.',
  helpLinks: {
    tutorials: 'Ver os tutoriais',
    tools: 'Testar as ferramentas gratuitas',
    pricing: 'Ver planos e preços',
  },
  faq: [
    {
      question: 'As ferramentas são mesmo gratuitas?',
      answer:
        'Sim. A calculadora de ganhos, o gerador de hashtags e todos os tutoriais são gratuitos, sem conta e sem cadastro.',
    },
    {
      question: 'Vocês podem fazer minha conta crescer ou me vender seguidores?',
      answer:
        'Não. Nunca vendemos seguidores, curtidas nem visualizações, e não oferecemos serviços de crescimento. Ensinamos estratégias que você mesmo pode aplicar, dentro das diretrizes da plataforma.',
    },
    {
      question: 'Vocês têm vínculo com o TikTok?',
      answer:
        'Não. Somos um recurso independente para criadores, sem vínculo, aprovação ou patrocínio do TikTok ou da ByteDance.',
    },
    {
      question: 'Posso sugerir um tutorial ou uma ferramenta?',
      answer:
        'Claro, sugira! Conte para a gente o que você gostaria de aprender ou o que economizaria seu tempo, e vote nos próximos recursos nas nossas páginas de “em breve”.',
    },
  ],
  faqTitle: 'Perguntas frequentes',
};
