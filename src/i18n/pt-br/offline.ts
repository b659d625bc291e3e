/** A página offline em português do Brasil: o que o site mostra quando uma página não está disponível sem conexão. */
import type { Dictionary } from '../dictionary';

export const offline: Dictionary['offline'] = {
  title: 'Você está offline',
  description: 'Esta página não está disponível sem conexão. As páginas que você já abriu continuam disponíveis.',
  badge: 'Offline',
  intro:
    'Esta página ainda não foi salva neste aparelho, e não há conexão agora. As ferramentas e as páginas que você já leu funcionam sem internet.',
  pagesLabel: 'Páginas disponíveis offline',
  toolsHeading: 'Sempre disponíveis offline',
  alwaysAvailable: {
    home: 'Início',
    calculator: 'Calculadora de ganhos',
    hashtagGenerator: 'Gerador de hashtags',
  },
  savedHeading: 'Tutoriais e trends para ler offline',
  savedEmpty: 'Ainda não há tutoriais nem trends salvos. As páginas que você abre online ficam guardadas para depois.',
  retry: 'Tentar de novo',
  tutorialKind: 'Tutorial',
  trendKind: 'Trend',
};
