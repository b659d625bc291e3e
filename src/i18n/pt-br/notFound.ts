/** A página “não encontrada” em português do Brasil: para qualquer página, um tutorial e uma trend. */
import type { Dictionary } from '../dictionary';

export const notFound: Dictionary['notFound'] = {
  description: 'A página que você procura não existe ou mudou de endereço.',
  generic: {
    pageTitle: 'Página não encontrada',
    heading: 'Página não encontrada',
    message: 'A página que você procura não existe ou foi movida.',
  },
  tutorial: {
    pageTitle: 'Tutorial não encontrado',
    heading: 'Tutorial não encontrado',
    message: 'Não encontramos o tutorial que você procura. Ele pode ter sido renomeado ou removido.',
  },
  trend: {
    pageTitle: 'Trend não encontrada',
    heading: 'Trend não encontrada',
    message: 'A trend que você procura não existe ou foi removida.',
  },
  browseTutorials: 'Ver todos os tutoriais',
  backToTrends: 'Voltar para as trends',
  returnHome: 'Voltar ao início',
};
