/** A página de preços em português do Brasil: os planos, os recursos de cada um e as perguntas frequentes. */
import type { Dictionary } from '../dictionary';

export const pricing: Dictionary['pricing'] = {
  title: 'Preços',
  description: 'Ferramentas e tutoriais gratuitos para todo criador, com os planos Pro e Empresarial em breve.',
  badge: 'Preços simples e honestos',
  mostPopular: 'Mais popular',
  comingSoon: 'Em breve',
  included: 'Incluído: ',
  notIncluded: 'Não incluído: ',
  pricesNote:
    'Preços em dólares americanos. Os planos pagos ainda não estão à venda: nada é cobrado e nenhum dado de pagamento é coletado.',
  plans: {
    free: {
      title: 'Gratuito',
      description: 'Tudo o que você precisa para começar a crescer, de graça para sempre.',
      billingPeriod: 'para sempre',
      button: 'Começar grátis',
    },
    pro: {
      title: 'Pro',
      description: 'Pesquisa mais aprofundada e todos os relatórios de trends, para criadores que postam todo dia.',
      billingPeriod: 'por mês',
      button: 'Entrar na lista de espera',
    },
    enterprise: {
      title: 'Empresarial',
      description: 'Para agências e marcas que gerenciam vários criadores.',
      billingPeriod: 'por mês',
      button: 'Falar com vendas',
    },
  },
  features: {
    earningsCalculator: 'Calculadora de ganhos',
    hashtagGenerator: 'Gerador de hashtags',
    allTutorials: 'Todos os tutoriais',
    limitedTrendReports: 'Relatórios de trends limitados ({count})',
    unlimitedTrendReports: 'Relatórios de trends ilimitados',
    hashtagAnalytics: 'Estatísticas de desempenho de hashtags',
    everythingInFree: 'Tudo do plano Gratuito',
    viralProductReports: 'Relatórios de produtos virais',
    prioritySupport: 'Suporte prioritário',
    teamSeats: 'Acessos para a equipe',
    everythingInPro: 'Tudo do plano Pro',
    influencerMarketplace: 'Marketplace para contratar influenciadores',
    analyticsDashboard: 'Painel de estatísticas',
    accountManager: 'Gerente de conta dedicado',
    customIntegrations: 'Integrações personalizadas',
  },
  faqTitle: 'Perguntas frequentes',
  faq: [
    {
      question: 'O plano Gratuito é mesmo gratuito para sempre?',
      answer:
        'Sim. A calculadora de ganhos, o gerador de hashtags e todos os tutoriais são gratuitos, sem conta e sem cartão. Os planos pagos vão acrescentar recursos, nunca tirar os gratuitos.',
    },
    {
      question: 'Quando o Pro e o Empresarial vão estar disponíveis?',
      // {release} é um mês (“agosto de 2025”) ou um trimestre (“3º trimestre de 2025”): a forma com dois-pontos serve para os dois.
      answer:
        'Previsão de lançamento do Pro: {release}. Até lá, você pode votar nos recursos do Pro que mais quer na página da assinatura Pro, e eles serão criados primeiro.',
    },
    {
      question: 'Posso pagar por um plano hoje?',
      answer:
        'Não. Os planos pagos ainda não estão à venda, e este site nunca pede dados de pagamento. Quando forem lançados, o preço e o que você recebe serão mostrados antes de você pagar.',
    },
    {
      question: 'O que significa “relatórios de trends limitados”?',
      answer:
        'No plano Gratuito, a página de trends mostra na íntegra os {count} relatórios de trends mais relevantes para a sua busca. O Pro vai liberar todos os relatórios, com atualizações conforme novas trends aparecerem.',
    },
  ],
};
