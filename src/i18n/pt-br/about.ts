/** A página Sobre nós em português do Brasil: a história, os quatro valores e a equipe. */
import type { Dictionary } from '../dictionary';

export const about: Dictionary['about'] = {
  title: 'Sobre nós',
  description: 'Por que reconstruímos este site como um recurso gratuito e legítimo para criadores do TikTok.',
  badge: 'Nossa história',
  storyTitle: 'De atalhos a crescimento de verdade',
  story: [
    'Este site começou naquele canto lotado da internet que promete crescimento da noite para o dia. Vimos o que essas promessas fazem: criadores que pagaram por seguidores perderam alcance, engajamento e, às vezes, a própria conta.',
    'Então recomeçamos do zero. O {siteName} agora é um recurso gratuito e legítimo: tutoriais sobre como o feed Para Você funciona de verdade, relatórios de trends para você colocar em prática nesta semana e ferramentas que ajudam a planejar e precificar seu conteúdo, tudo sem precisar de conta.',
    'Somos independentes e não temos vínculo com o TikTok nem com a ByteDance. O que ganharmos no futuro virá de planos pagos opcionais, nunca da venda de engajamento ou dos seus dados.',
  ],
  valuesTitle: 'Nossos valores',
  values: {
    integrity: {
      title: 'Integridade',
      text: 'Só compartilhamos métodos que seguem as regras da plataforma. Nada de seguidores comprados, bots ou grupos de engajamento.',
    },
    authenticity: {
      title: 'Autenticidade',
      text: 'O público segue pessoas, não truques. A gente ajuda você a encontrar uma voz e um nicho que sejam realmente seus.',
    },
    community: {
      title: 'Comunidade',
      text: 'Criadores crescem mais rápido juntos. O que vamos construir é definido pelos recursos em que você vota.',
    },
    education: {
      title: 'Educação',
      text: 'A gente explica por que uma estratégia funciona, para você conseguir adaptá-la quando a plataforma mudar.',
    },
  },
  teamTitle: 'A equipe',
  teamLead:
    'Uma equipe pequena e remota de criadores, desenvolvedores e revisores que se importam em fazer isso do jeito certo.',
  team: {
    educators: {
      role: 'Criadores educadores',
      text: 'Criadores na ativa que escrevem cada tutorial e testam tudo nas próprias contas antes da publicação.',
    },
    tools: {
      role: 'Dados e ferramentas',
      text: 'Desenvolvedores que transformam pesquisas públicas e a experiência de criadores em calculadoras e geradores que qualquer pessoa pode usar.',
    },
    safety: {
      role: 'Confiança e segurança',
      text: 'Revisores que conferem se cada guia respeita as Diretrizes da Comunidade e mantém sua conta segura.',
    },
  },
  contactTitle: 'Tem uma ideia ou uma dúvida?',
  contactLead: 'Adoraríamos saber o que ajudaria você a crescer.',
  contactCta: 'Fale com a gente',
};
