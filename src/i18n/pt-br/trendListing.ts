/** A lista de trends (/trends) em português do Brasil: o topo, as trends em alta, a metodologia e os filtros. */
import type { Dictionary } from '../dictionary';

export const trendListing: Dictionary['trendListing'] = {
  title: 'Relatórios de trends do TikTok',
  badge: 'Relatórios de trends',
  subtitle:
    'As trends de vídeos curtos que estão subindo agora, com as hashtags, os insights e os exemplos para você entrar nelas.',
  lastUpdated: 'Última atualização: {date}',
  hotHeading: 'Em alta agora',
  newsletterTitle: 'Receba as novas trends antes do auge',
  methodology: {
    heading: 'Como identificamos as trends',
    intro:
      'Nossos relatórios de trends são pesquisados manualmente a partir de dados públicos do TikTok e atualizados conforme as trends sobem e perdem força.',
    steps: [
      {
        title: 'Acompanhamos o crescimento das hashtags',
        text: 'Cada relatório começa por hashtags cujas visualizações crescem rápido num período de 7 a 30 dias. A taxa de crescimento de cada trend é o aumento nesse período.',
      },
      {
        title: 'Conferimos se os criadores aderem',
        text: 'Um vídeo viral não é uma trend. Procuramos o mesmo formato sendo adotado por muitos criadores, em vários nichos e tamanhos de conta.',
      },
      {
        title: 'Ficamos só com o que dá para fazer de forma honesta',
        text: 'Formatos que dependem de bots, iscas de engajamento, edições enganosas ou desafios perigosos ficam de fora, por mais rápido que cresçam.',
      },
    ],
  },
  island: {
    searchLabel: 'Buscar trends',
    searchPlaceholder: 'Busque trends ou hashtags...',
    categoryGroupLabel: 'Filtrar por categoria',
    allCategories: 'Todas',
    resultsHeading: 'Todas as trends',
    // 'one' também vale para 0 em pt-BR (Intl): a forma com dois-pontos serve para 0 e para 1.
    matchCount: {
      one: 'Trends encontradas: {count}',
      many: '{count} de trends encontradas',
      other: '{count} trends encontradas',
    },
    noMatches: 'Nenhuma trend encontrada com esses critérios.',
    clearFilters: 'Limpar filtros',
    filtering: 'Buscando trends…',
    filterFailed: 'Não foi possível buscar as trends agora. Confira sua conexão e tente de novo.',
    retry: 'Tentar de novo',
    spottedBefore: 'Identificada em ',
    teaser: {
      badge: 'Em breve',
      heading: {
        one: 'Desbloqueie mais {count} relatório de trend',
        many: 'Desbloqueie mais {count} de relatórios de trends',
        other: 'Desbloqueie mais {count} relatórios de trends',
      },
      text: 'Os assinantes do Pro vão receber todos os relatórios de trends, com os insights e os exemplos completos.',
      listLabel: 'Relatórios de trends bloqueados',
      more: { one: '+ {count} outra trend', many: '+ {count} de outras trends', other: '+ {count} outras trends' },
      upgrade: 'Seja Pro',
    },
  },
};
