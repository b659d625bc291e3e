/** As páginas “em breve” em português do Brasil: os textos de cada tema, a votação, as amostras e as datas previstas. */
import type { Dictionary } from '../dictionary';

export const comingSoon: Dictionary['comingSoon'] = {
  badge: 'Em breve',
  pageTitle: '{title} (em breve)',
  estimatedRelease: 'Lançamento previsto: {release}',
  backHome: 'Voltar ao início',
  voteTitle: 'Vote no que devemos criar primeiro',
  voteIntro: 'Escolha os recursos que você mais quer. Os mais votados vão para o topo da nossa lista.',
  help: {
    title: 'Como funciona a votação',
    oneVote: 'Um voto por recurso, e você pode votar em quantos recursos quiser.',
    noAccount: 'Não precisa de conta: seus votos ficam salvos só neste navegador.',
    percentages: 'As porcentagens mostram a parte de cada recurso no total de votos de {title}.',
    pricing: 'Ver planos e preços',
  },
  otherTopics: {
    title: 'Mais recursos a caminho',
    vote: 'Votar nos recursos',
  },
  // Mês por extenso (“agosto de 2024”), como se escreve no Brasil; trimestre: “3º trimestre de 2025”.
  release: {
    quarterDate: '{quarter} de {year}',
    quarters: ['1º trimestre', '2º trimestre', '3º trimestre', '4º trimestre'],
    monthStyle: 'long',
  },
  vote: {
    listLabel: 'Próximos recursos, do mais pedido ao menos pedido',
    votes: { one: '{count} voto', many: '{count} de votos', other: '{count} votos' },
    vote: 'Votar',
    voted: 'Votado',
    forFeature: ' em {name}',
    toastTitle: 'Valeu pelo voto!',
    toastDescription: 'Vamos priorizar este recurso com base na opinião da comunidade.',
  },
  samples: {
    productsTitle: 'Uma amostra do que os relatórios vão mostrar',
    productsNote: 'Produtos ilustrativos, não são dados reais de vendas.',
    influencersTitle: 'Uma prévia dos perfis de criadores',
    influencersNote: 'Perfis de exemplo: as contratações abrem quando o marketplace for lançado.',
    hot: 'Em alta',
    priceRange: 'Faixa de preço',
    engagement: 'Engajamento',
    followers: 'Seguidores',
    rates: 'Cachê',
    bookNow: 'Contratar agora',
    bookNowNote: ' {name} (em breve)',
  },
  topics: {
    'pro-subscription': {
      title: 'Assinatura Pro',
      description:
        'Relatórios de trends ilimitados, pesquisa de hashtags mais aprofundada e acesso prioritário a cada nova ferramenta, para criadores que querem mais do que o plano gratuito.',
      features: {
        'unlimited-trends': 'Relatórios de trends ilimitados',
        'hashtag-analytics': 'Estatísticas de desempenho de hashtags',
        'competitor-insights': 'Análise da concorrência',
        'priority-support': 'Suporte prioritário',
      },
    },
    'viral-products-reports': {
      title: 'Relatórios de produtos virais',
      description:
        'Relatórios semanais sobre os produtos que estão bombando nos vídeos curtos, com dados de engajamento, faixas de preço e como os criadores os apresentam.',
      features: {
        'weekly-product-list': 'Lista semanal dos produtos em alta',
        'engagement-data': 'Dados de engajamento por produto',
        'supplier-guides': 'Guias de onde comprar os produtos',
        'category-alerts': 'Alertas por categoria',
      },
    },
    'book-an-influencer': {
      title: 'Contrate um influenciador',
      description:
        'Um marketplace onde marcas encontram criadores por nicho e orçamento, e criadores recebem propostas justas e transparentes.',
      features: {
        'creator-profiles': 'Perfis de criadores verificados',
        'transparent-pricing': 'Tabelas de cachê transparentes',
        'secure-payments': 'Pagamentos seguros com custódia',
        'campaign-briefs': 'Modelos de briefing de campanha',
      },
    },
    'advanced-tutorials': {
      title: 'Tutoriais avançados',
      description:
        'Cursos aprofundados sobre storytelling, estatísticas e como construir um negócio em torno do seu conteúdo.',
      features: {
        'video-courses': 'Cursos em vídeo passo a passo',
        'analytics-deep-dives': 'Análises aprofundadas das estatísticas',
        storytelling: 'Masterclass de storytelling',
        'live-qa': 'Perguntas e respostas ao vivo',
      },
    },
    'creator-marketplace': {
      title: 'Marketplace de criadores',
      description: 'Compre e venda templates, presets e serviços de outros criadores, com taxas justas.',
      features: {
        'template-store': 'Loja de templates',
        'editing-services': 'Serviços de edição',
        'collab-finder': 'Buscador de collabs',
        'creator-reviews': 'Avaliações de criadores',
      },
    },
    'analytics-dashboard': {
      title: 'Painel de estatísticas',
      description:
        'Veja o que funciona nos seus vídeos: retenção, melhores horários para postar e crescimento de seguidores em uma visão clara.',
      features: {
        'retention-graphs': 'Gráficos de retenção',
        'posting-times': 'Melhores horários para postar',
        'growth-forecast': 'Previsão de crescimento de seguidores',
        'export-reports': 'Relatórios exportáveis',
      },
    },
    'free-content': {
      title: 'Mais conteúdo gratuito',
      description:
        'Mais guias gratuitos: o algoritmo explicado em detalhes, relatórios semanais de trends, estudos de caso de criadores e modelos de roteiro.',
      features: {
        'weekly-trend-reports': 'Relatórios semanais de trends',
        'case-studies': 'Estudos de caso de criadores',
        'script-templates': 'Modelos de roteiro para vídeo',
        'sound-library': 'Biblioteca de áudios em alta',
      },
    },
    'tools-and-generators': {
      title: 'Ferramentas e geradores',
      description:
        'Novas ferramentas gratuitas: um gerador de legendas, um otimizador de horário de postagem e um gerador de ideias de conteúdo.',
      features: {
        'caption-generator': 'Gerador de legendas com IA',
        'posting-time-optimizer': 'Otimizador de horário de postagem',
        'idea-generator': 'Gerador de ideias de conteúdo',
        'hashtag-tracker': 'Monitor de desempenho de hashtags',
      },
    },
    'interactive-resources': {
      title: 'Recursos interativos',
      description: 'Quizzes e planejadores que transformam conselhos em um plano feito para você.',
      features: {
        'self-assessment': 'Quizzes de autoavaliação',
        'growth-roadmap': 'Gerador de plano de crescimento',
        'niche-finder': 'Localizador de nicho',
        'style-quiz': 'Quiz de estilo de conteúdo',
      },
    },
    'templates-library': {
      title: 'Biblioteca de modelos',
      description:
        'Calendários de conteúdo, estruturas de roteiro, mídia kits e e-mails de proposta para marcas, prontos para usar.',
      features: {
        'content-calendars': 'Calendários de conteúdo',
        'media-kits': 'Modelos de mídia kit',
        'pitch-emails': 'E-mails de proposta para marcas',
        'thumbnail-packs': 'Pacotes de capas',
      },
    },
    'best-time-to-post': {
      title: 'Melhor horário para postar',
      description:
        'Descubra os horários em que o seu público está mais ativo, em vez de conselhos genéricos como “poste às 19h”.',
      features: {
        'audience-heatmap': 'Mapa de calor da atividade do público',
        'timezone-support': 'Suporte a fusos horários',
        'weekly-schedule': 'Agenda semanal sugerida',
        'post-reminders': 'Lembretes de postagem',
      },
    },
    'trend-alerts': {
      title: 'Alertas de trends',
      description:
        'Fique sabendo dos áudios, formatos e hashtags que estão subindo no seu nicho enquanto ainda estão no começo.',
      features: {
        'niche-alerts': 'Alertas para o seu nicho',
        'sound-alerts': 'Alertas de áudios em alta',
        'email-digest': 'Resumo diário por e-mail',
        'trend-lifespan': 'Estimativa de duração da trend',
      },
    },
    'content-calendar': {
      title: 'Calendário de conteúdo',
      description:
        'Planeje um mês de vídeos em torno dos seus pilares de conteúdo e mantenha um ritmo que você consiga sustentar.',
      features: {
        'drag-drop-planner': 'Planejador de arrastar e soltar',
        'pillar-tags': 'Etiquetas de pilares de conteúdo',
        'calendar-export': 'Exportar para a sua agenda',
        'batch-planning': 'Planejador de gravação em lote',
      },
    },
    'safety-checker': {
      title: 'Verificador de segurança da conta',
      description:
        'Compare as configurações e os hábitos da sua conta com as Diretrizes da Comunidade antes que um problema custe o seu alcance.',
      features: {
        'settings-audit': 'Revisão das configurações de privacidade',
        'guideline-check': 'Verificação das Diretrizes da Comunidade',
        'scam-warnings': 'Alertas de golpes e phishing',
        'recovery-guide': 'Guia de recuperação de conta',
      },
    },
  },
};
