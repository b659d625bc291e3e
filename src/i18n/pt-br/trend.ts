/** A página de uma trend em português do Brasil; `buttons` são os textos dos botões Salvar/Compartilhar e do contador. */
import type { Dictionary } from '../dictionary';

export const trend: Dictionary['trend'] = {
  breadcrumb: { home: 'Início', trends: 'Trends' },
  shareCardLabel: 'Trend · {category}',
  hashtagsLabel: 'Hashtags',
  growthRate: { one: '{rate} em {count} dia', many: '{rate} em {count} de dias', other: '{rate} em {count} dias' },
  coverAlt: '{title}: uma cena típica da trend',
  spotted: 'Identificada em {date}',
  insightsHeading: 'Insights da trend',
  trackerLabel: 'Acompanhe esta trend',
  browseAll: 'Ver todas as trends',
  videos: {
    heading: 'Vídeos para estudar',
    hint: 'Copie um link e abra no TikTok para assistir lá.',
    featured: 'Vídeo em destaque',
    example: 'Exemplo {number}',
    unknownCreator: 'Vídeo do TikTok',
  },
  howTo: {
    heading: 'Como usar esta trend',
    steps: [
      {
        title: 'Estude os exemplos',
        text: 'Assista ao vídeo em destaque e aos exemplos. Repare no gancho do primeiro segundo, no ritmo e em como cada um termina.',
      },
      {
        title: 'Encontre o seu ângulo',
        text: 'Decida como o formato se encaixa no seu nicho. As versões que vão mais longe trazem algo que só você pode oferecer.',
      },
      {
        title: 'Poste com as hashtags certas',
        text: 'Use de 3 a 5 hashtags: duas desta trend, como {hashtags}, e mais uma ou duas do seu nicho.',
      },
      {
        title: 'Interaja e ajuste',
        text: 'Responda aos comentários na primeira hora, confira suas estatísticas depois de dois dias e ajuste a sua próxima versão.',
      },
    ],
    generate: 'Gerar hashtags para esta trend',
  },
  relatedHeading: 'Trends relacionadas',
  feed: {
    title: '{siteName}: relatórios de trends',
    description: 'Novos relatórios de trends do TikTok, as trends mais recentes primeiro.',
  },
  buttons: {
    save: 'Salvar',
    saved: 'Salvo',
    share: 'Compartilhar',
    trackerHeading: 'Acompanhe esta trend',
    bookmark: 'Favoritar',
    removeBookmark: 'Remover dos favoritos',
    shareTrend: 'Compartilhar esta trend',
    views: {
      one: 'Você já viu esta trend {count} vez.',
      many: 'Você já viu esta trend {count} de vezes.',
      other: 'Você já viu esta trend {count} vezes.',
    },
    linkCopied: 'Link copiado para a área de transferência!',
  },
};
