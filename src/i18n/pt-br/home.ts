/** A página inicial em português do Brasil: destaque, aviso da mudança, seções, ferramentas, prévias e chamada final. */
import type { Dictionary } from '../dictionary';

export const home: Dictionary['home'] = {
  title: 'Cresça no TikTok do jeito honesto',
  hero: {
    badge: 'Crescimento gratuito e ético para criadores',
    title: 'Faça seu TikTok crescer do jeito {highlight}',
    highlight: 'honesto',
    lead: 'Ferramentas gratuitas, tutoriais e relatórios de trends para criadores que querem um público de verdade: sem bots, sem seguidores comprados, sem golpes.',
    exploreTools: 'Explorar ferramentas',
    calculateEarnings: 'Calcular ganhos',
    promises: ['100% gratuito', 'Sem precisar de conta', 'Bots? Nunca'],
    previewLabel: {
      one: 'Prévia: ganhos estimados de {min} a {max} por mês para um criador com {count} seguidor, e o formato {trend}, que está em alta',
      many: 'Prévia: ganhos estimados de {min} a {max} por mês para um criador com {count} de seguidores, e o formato {trend}, que está em alta',
      other:
        'Prévia: ganhos estimados de {min} a {max} por mês para um criador com {count} seguidores, e o formato {trend}, que está em alta',
    },
    monthlyEstimate: 'Estimativa mensal',
    followers: { one: '{count} seguidor', many: '{count} de seguidores', other: '{count} seguidores' },
    exampleCreator: {
      one: '{followers} · {engagement} de engajamento · {count} post por mês',
      many: '{followers} · {engagement} de engajamento · {count} de posts por mês',
      other: '{followers} · {engagement} de engajamento · {count} posts por mês',
    },
    sources: { brandDeals: 'Parcerias com marcas', affiliate: 'Afiliados', creatorFund: 'Fundo de Criadores' },
  },
  rebrand: {
    title: 'Reconstruímos este site como um recurso legítimo',
    text: 'Mesmo endereço, nova missão. Tudo aqui agora segue as Diretrizes da Comunidade da plataforma: estratégias reais, números honestos e nada que coloque sua conta em risco.',
    cta: 'Leia nossa história',
  },
  features: {
    eyebrow: 'Tudo em um só lugar',
    title: 'Ferramentas e conhecimento para crescer do jeito certo',
    lead: 'Entenda como a plataforma funciona, planeje vídeos melhores e descubra quanto vale o seu público, tudo de graça.',
    cards: {
      tools: {
        title: 'Ferramentas gratuitas para criadores',
        description: 'Calculadoras e geradores feitos para criadores de vídeos curtos, gratuitos e sem cadastro.',
        cta: 'Ver ferramentas',
      },
      tutorials: {
        title: 'Tutoriais de crescimento',
        description: 'Guias passo a passo sobre crescimento, monetização, criação de conteúdo e segurança.',
        cta: 'Começar a aprender',
      },
      trends: {
        title: 'Relatórios de trends',
        description: 'Os formatos e áudios que estão bombando agora, com dicas para você deixá-los com a sua cara.',
        cta: 'Ver trends',
      },
      calculator: {
        title: 'Calculadora de ganhos',
        description:
          'Estime a renda com o Fundo de Criadores, parcerias com marcas e afiliados a partir dos seus próprios números.',
        cta: 'Estimar ganhos',
      },
      algorithm: {
        title: 'Por dentro do algoritmo',
        description: 'Como o feed Para Você escolhe os vídeos, explicado sem mitos nem achismos.',
        cta: 'Entender o algoritmo',
      },
      safety: {
        title: 'Segurança da conta',
        description: 'Proteja sua conta contra golpes, banimentos e atalhos que custam o seu alcance.',
        cta: 'Proteja sua conta',
      },
    },
  },
  liveTools: {
    eyebrow: 'Já disponíveis',
    title: 'Ferramentas gratuitas para usar hoje',
    lead: 'Sem conta, sem download, sem pegadinha. Tudo funciona direto no seu navegador.',
    tools: {
      'earnings-calculator': {
        title: 'Calculadora de ganhos',
        description:
          'Estime quanto sua conta poderia ganhar com o Fundo de Criadores, parcerias com marcas e links de afiliado.',
        button: 'Calcular ganhos',
      },
      'hashtag-generator': {
        title: 'Gerador de hashtags',
        description:
          'Receba em segundos um mix equilibrado de hashtags em alta, de nicho e do tema para o seu próximo vídeo.',
        button: 'Gerar hashtags',
      },
    },
    inDevelopment: 'Em desenvolvimento',
    upcoming: {
      'caption-generator': {
        name: 'Gerador de legendas',
        description: 'Crie rascunhos de legendas que combinam com a sua voz e o seu vídeo.',
      },
      'posting-time-optimizer': {
        name: 'Otimizador de horário de postagem',
        description: 'Descubra quando o seu público está mais ativo.',
      },
      'content-idea-generator': {
        name: 'Gerador de ideias de conteúdo',
        description: 'Transforme um tema em uma semana de ideias de vídeo.',
      },
      'hashtag-performance-tracker': {
        name: 'Monitor de desempenho de hashtags',
        description: 'Veja quais hashtags trazem público de verdade.',
      },
      'content-style-quiz': {
        name: 'Quiz de estilo de conteúdo',
        description: 'Descubra os formatos que mais combinam com você.',
      },
      'growth-roadmap-generator': {
        name: 'Gerador de plano de crescimento',
        description: 'Um plano passo a passo para os seus próximos 90 dias.',
      },
    },
    release: {
      quarterDate: '{quarter} de {year}',
      quarters: ['1º trimestre', '2º trimestre', '3º trimestre', '4º trimestre'],
      monthStyle: 'long',
    },
  },
  learn: {
    eyebrow: 'Aprenda',
    title: 'O que você vai aprender aqui',
    lead: 'Lições práticas sobre como a plataforma funciona de verdade, não truques de crescimento que param de funcionar no mês seguinte.',
    sections: {
      algorithm: {
        title: 'Por dentro do algoritmo',
        description: 'Como o feed Para Você decide o que mostrar, explicado sem mitos.',
        items: [
          'Como o feed Para Você ranqueia os vídeos',
          'Tempo de visualização e taxa de conclusão',
          'Por que a primeira hora importa',
          'Sinais que prejudicam o alcance',
        ],
      },
      planning: {
        title: 'Planejamento e estratégia de conteúdo',
        description:
          'Planeje um ritmo de postagem que você consiga manter e conteúdos que o seu público fica esperando.',
        items: [
          'Como encontrar seu nicho',
          'Como criar pilares de conteúdo',
          'Gravação em lote e agendamento',
          'Ganchos que prendem a atenção',
        ],
      },
      caseStudies: {
        title: 'Estudos de caso de criadores',
        description: 'Como é o crescimento real, mês a mês, contado por criadores que cresceram de forma honesta.',
        items: [
          'De 0 a 10 mil em um hobby de nicho',
          'Como transformar uma série em uma comunidade',
          'Como fechar a primeira parceria com marca',
          'Como se recuperar de uma queda de alcance',
        ],
      },
      resources: {
        title: 'Recursos e ferramentas gratuitos',
        description: 'Calculadoras, geradores e modelos que não custam nada e não pedem conta.',
        items: [
          'Calculadora de ganhos',
          'Gerador de hashtags',
          'Modelo de calendário de conteúdo',
          'Checklist de proposta para marcas',
        ],
      },
    },
    allTutorials: 'Ver todos os tutoriais',
  },
  viralProducts: {
    eyebrow: 'Em breve · Relatórios de produtos virais',
    title: 'Descubra produtos virais antes do auge',
    lead: 'Seleções semanais dos produtos que estão bombando nos vídeos curtos, com faixas de preço e dados de engajamento. Veja uma amostra.',
    reports: 'Ver os Relatórios de produtos virais',
    upgrade: 'Seja Pro',
  },
  influencers: {
    eyebrow: 'Em breve · Contrate um influenciador',
    title: 'Um marketplace justo para criadores e marcas',
    lead: 'As marcas vão encontrar criadores por nicho e orçamento, e os criadores vão receber propostas transparentes. As contratações abrem em breve; estes perfis são exemplos.',
    vote: 'Vote nos recursos do marketplace que você quer primeiro',
  },
  integrity: {
    eyebrow: 'Nossa promessa de integridade',
    title: 'Crescer de verdade leva tempo. Não vamos fingir que não.',
    lead: 'Atalhos como seguidores comprados e grupos de engajamento fazem contas terem o alcance limitado ou serem banidas. A gente ensina o caminho mais lento, que dura de verdade.',
    promises: {
      noFakeEngagement: {
        title: 'Nada de engajamento falso',
        text: 'Nunca vendemos seguidores, curtidas ou visualizações, e nunca indicamos ninguém que venda.',
      },
      guidelinesFirst: {
        title: 'Diretrizes em primeiro lugar',
        text: 'Toda estratégia que ensinamos respeita as Diretrizes da Comunidade e os termos da plataforma.',
      },
      honestNumbers: {
        title: 'Números honestos',
        text: 'Estimativas aparecem como estimativas, com as fórmulas por trás delas à vista.',
      },
      privateByDefault: {
        title: 'Privacidade por padrão',
        text: 'Sem contas, sem rastrear quem você é. Suas trends salvas e seus votos ficam no seu navegador.',
      },
    },
  },
  newsletter: {
    title: {
      one: 'Junte-se a mais de {count} criador que cresce do jeito honesto',
      many: 'Junte-se a mais de {count} de criadores que crescem do jeito honesto',
      other: 'Junte-se a mais de {count} criadores que crescem do jeito honesto',
    },
    description: 'Receba toda semana tutoriais, relatórios de trends e táticas de crescimento no seu e-mail.',
  },
  closing: {
    title: 'Vamos fazer seu público crescer do jeito certo?',
    lead: 'Veja quanto o seu conteúdo poderia render e depois aprenda as estratégias que levam você até lá.',
    calculate: 'Calcule seus ganhos',
    tutorials: 'Ver tutoriais',
  },
};
