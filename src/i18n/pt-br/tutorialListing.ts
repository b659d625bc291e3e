/** A lista de tutoriais (/tutorials) em português do Brasil: o topo e os textos da busca, filtros, cards e páginas. */
import type { Dictionary } from '../dictionary';

export const tutorialListing: Dictionary['tutorialListing'] = {
  title: 'Tutoriais de crescimento no TikTok',
  numberedTitle: '{title} (página {page})',
  badge: 'Estratégias de crescimento práticas e éticas',
  subtitle: 'Guias práticos e estratégias para ajudar você a crescer no TikTok de forma ética e eficaz',
  island: {
    searchLabel: 'Buscar tutoriais',
    searchPlaceholder: 'Buscar tutoriais...',
    searchHint: 'Buscas populares: algoritmo, hashtags, engajamento, áudios em alta',
    featuredHeading: 'Tutoriais em destaque',
    categoryGroupLabel: 'Filtrar por categoria',
    allCategories: 'Todas',
    listHeading: 'Todos os tutoriais',
    // 'one' também vale para 0 em pt-BR (Intl): a forma com dois-pontos serve para 0 e para 1.
    countLine: {
      one: 'Tutoriais disponíveis: {count}',
      many: '{count} de tutoriais disponíveis',
      other: '{count} tutoriais disponíveis',
    },
    noMatches: 'Nenhum tutorial encontrado com esses critérios.',
    clearFilters: 'Limpar filtros',
    filtering: 'Buscando tutoriais…',
    filterFailed: 'Não foi possível buscar os tutoriais agora. Confira sua conexão e tente de novo.',
    retry: 'Tentar de novo',
    showMore: 'Mostrar mais tutoriais',
    pagerLabel: 'Páginas de tutoriais',
    previousPage: 'Anterior',
    nextPage: 'Próxima',
    pageLabel: 'Página {page}',
    card: {
      featuredBadge: 'Destaque',
      readTime: '{minutes} min de leitura',
      readMore: 'Ler tutorial →',
    },
  },
};
