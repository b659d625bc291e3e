/** The Pricing page in Spanish. */
import type { Dictionary } from '../dictionary';

export const pricing: Dictionary['pricing'] = {
  title: 'Precios',
  description: 'Herramientas y tutoriales gratis para todos los creadores, y pronto los planes Pro y Empresa.',
  badge: 'Precios simples y honestos',
  mostPopular: 'El más popular',
  comingSoon: 'Próximamente',
  included: 'Incluido: ',
  notIncluded: 'No incluido: ',
  pricesNote:
    'Precios en dólares estadounidenses. Los planes de pago aún no están a la venta: no se cobra nada ni se piden datos de pago.',
  plans: {
    free: {
      title: 'Gratis',
      description: 'Todo lo que necesitas para empezar a crecer, gratis para siempre.',
      billingPeriod: 'para siempre',
      button: 'Empieza gratis',
    },
    pro: {
      title: 'Pro',
      description:
        'Investigación más a fondo y todos los informes de tendencias, para creadores que publican a diario.',
      billingPeriod: 'al mes',
      button: 'Únete a la lista de espera',
    },
    enterprise: {
      title: 'Empresa',
      description: 'Para agencias y marcas que gestionan a varios creadores.',
      billingPeriod: 'al mes',
      button: 'Habla con ventas',
    },
  },
  features: {
    earningsCalculator: 'Calculadora de ganancias',
    hashtagGenerator: 'Generador de hashtags',
    allTutorials: 'Todos los tutoriales',
    limitedTrendReports: 'Informes de tendencias limitados ({count})',
    unlimitedTrendReports: 'Informes de tendencias ilimitados',
    hashtagAnalytics: 'Análisis del rendimiento de hashtags',
    everythingInFree: 'Todo lo del plan Gratis',
    viralProductReports: 'Informes de productos virales',
    prioritySupport: 'Soporte prioritario',
    teamSeats: 'Cuentas para tu equipo',
    everythingInPro: 'Todo lo del plan Pro',
    influencerMarketplace: 'Mercado para contratar influencers',
    analyticsDashboard: 'Panel de estadísticas',
    accountManager: 'Gestor de cuenta dedicado',
    customIntegrations: 'Integraciones a medida',
  },
  faqTitle: 'Preguntas frecuentes',
  faq: [
    {
      question: '¿El plan Gratis es realmente gratis para siempre?',
      answer:
        'Sí. La calculadora de ganancias, el generador de hashtags y todos los tutoriales son gratis, sin cuenta y sin tarjeta. Los planes de pago añadirán más funciones, nunca quitarán las gratuitas.',
    },
    {
      question: '¿Cuándo estarán disponibles Pro y Empresa?',
      answer:
        'Pro está previsto para {release}. Mientras tanto, puedes votar en la página de la suscripción Pro por las funciones que más te interesan, y esas se crearán primero.',
    },
    {
      question: '¿Puedo pagar un plan hoy?',
      answer:
        'No. Los planes de pago aún no están a la venta y este sitio nunca pide datos de pago. Cuando se lancen, verás el precio y lo que incluyen antes de pagar.',
    },
    {
      question: '¿Qué significa «informes de tendencias limitados»?',
      answer:
        'Con el plan Gratis, la página de tendencias muestra completos los {count} informes de tendencias que mejor coinciden. Pro desbloqueará todos los informes, con actualizaciones a medida que aparezcan nuevas tendencias.',
    },
  ],
};
