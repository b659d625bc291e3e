/** The coming-soon pages in Spanish. */
import type { Dictionary } from '../dictionary';

export const comingSoon: Dictionary['comingSoon'] = {
  badge: 'Próximamente',
  pageTitle: '{title} (próximamente)',
  estimatedRelease: 'Lanzamiento previsto: {release}',
  backHome: 'Volver al inicio',
  voteTitle: 'Vota por lo que construiremos primero',
  voteIntro: 'Elige las funciones que más quieres. Las más votadas suben al primer lugar de nuestra lista.',
  help: {
    title: 'Cómo funciona la votación',
    oneVote: 'Un voto por función, y puedes votar por todas las funciones que quieras.',
    noAccount: 'No necesitas cuenta: tus votos se guardan solo en este navegador.',
    percentages: 'Los porcentajes muestran qué parte de los votos de «{title}» recibe cada función.',
    pricing: 'Ver planes y precios',
  },
  otherTopics: {
    title: 'Más funciones en camino',
    vote: 'Votar funciones',
  },
  release: {
    quarterDate: '{quarter} de {year}',
    quarters: ['1.er trimestre', '2.º trimestre', '3.er trimestre', '4.º trimestre'],
    monthStyle: 'long',
  },
  vote: {
    listLabel: 'Próximas funciones, de la más pedida a la menos',
    votes: { one: '{count} voto', many: '{count} de votos', other: '{count} votos' },
    vote: 'Votar',
    voted: 'Votado',
    forFeature: ' por {name}',
    toastTitle: '¡Gracias por tu voto!',
    toastDescription: 'Daremos prioridad a esta función según lo que pida la comunidad.',
  },
  samples: {
    productsTitle: 'Un adelanto de lo que mostrarán los informes',
    productsNote: 'Productos de ejemplo, no datos de ventas reales.',
    influencersTitle: 'Un adelanto de los perfiles de creadores',
    influencersNote: 'Perfiles de ejemplo: las reservas se abren cuando se lance el marketplace.',
    hot: 'En auge',
    priceRange: 'Rango de precios',
    engagement: 'Interacción',
    followers: 'Seguidores',
    rates: 'Tarifas',
    bookNow: 'Reservar',
    bookNowNote: ' a {name} (próximamente)',
  },
  topics: {
    'pro-subscription': {
      title: 'Suscripción Pro',
      description:
        'Informes de tendencias ilimitados, investigación de hashtags más profunda y acceso prioritario a cada nueva herramienta, para creadores que quieren más que el plan gratis.',
      features: {
        'unlimited-trends': 'Informes de tendencias ilimitados',
        'hashtag-analytics': 'Estadísticas de rendimiento de hashtags',
        'competitor-insights': 'Análisis de la competencia',
        'priority-support': 'Soporte prioritario',
      },
    },
    'viral-products-reports': {
      title: 'Informes de productos virales',
      description:
        'Informes semanales sobre los productos que despegan en los videos cortos, con datos de interacción, rangos de precios y cómo los presentan los creadores.',
      features: {
        'weekly-product-list': 'Lista semanal de productos top',
        'engagement-data': 'Datos de interacción por producto',
        'supplier-guides': 'Guías de dónde conseguirlos',
        'category-alerts': 'Alertas por categoría',
      },
    },
    'book-an-influencer': {
      title: 'Contrata a un influencer',
      description:
        'Un marketplace donde las marcas encuentran creadores por nicho y presupuesto, y los creadores reciben ofertas justas y transparentes.',
      features: {
        'creator-profiles': 'Perfiles de creadores verificados',
        'transparent-pricing': 'Tarifas transparentes',
        'secure-payments': 'Pagos seguros en custodia',
        'campaign-briefs': 'Plantillas de briefs de campaña',
      },
    },
    'advanced-tutorials': {
      title: 'Tutoriales avanzados',
      description: 'Cursos a fondo sobre storytelling, estadísticas y cómo construir un negocio con tu contenido.',
      features: {
        'video-courses': 'Cursos en video paso a paso',
        'analytics-deep-dives': 'Análisis a fondo de estadísticas',
        storytelling: 'Clase magistral de storytelling',
        'live-qa': 'Sesiones de preguntas en vivo',
      },
    },
    'creator-marketplace': {
      title: 'Marketplace de creadores',
      description: 'Compra y vende plantillas, presets y servicios de otros creadores, con comisiones justas.',
      features: {
        'template-store': 'Tienda de plantillas',
        'editing-services': 'Servicios de edición',
        'collab-finder': 'Buscador de colaboraciones',
        'creator-reviews': 'Reseñas de creadores',
      },
    },
    'analytics-dashboard': {
      title: 'Panel de estadísticas',
      description:
        'Mira qué funciona en tus videos: retención, mejores horarios para publicar y crecimiento de seguidores en una sola vista clara.',
      features: {
        'retention-graphs': 'Gráficos de retención',
        'posting-times': 'Mejores horarios para publicar',
        'growth-forecast': 'Previsión de crecimiento de seguidores',
        'export-reports': 'Informes exportables',
      },
    },
    'free-content': {
      title: 'Más contenido gratis',
      description:
        'Más guías gratis: cómo funciona el algoritmo, informes semanales de tendencias, casos de creadores y plantillas de guiones.',
      features: {
        'weekly-trend-reports': 'Informes semanales de tendencias',
        'case-studies': 'Casos de éxito de creadores',
        'script-templates': 'Plantillas de guiones para videos',
        'sound-library': 'Biblioteca de sonidos en tendencia',
      },
    },
    'tools-and-generators': {
      title: 'Herramientas y generadores',
      description:
        'Nuevas herramientas gratis: un generador de descripciones, un optimizador de horarios de publicación y un generador de ideas de contenido.',
      features: {
        'caption-generator': 'Generador de descripciones con IA',
        'posting-time-optimizer': 'Optimizador de horarios de publicación',
        'idea-generator': 'Generador de ideas de contenido',
        'hashtag-tracker': 'Seguimiento del rendimiento de hashtags',
      },
    },
    'interactive-resources': {
      title: 'Recursos interactivos',
      description: 'Cuestionarios y planificadores que convierten los consejos en un plan hecho para ti.',
      features: {
        'self-assessment': 'Cuestionarios de autoevaluación',
        'growth-roadmap': 'Generador de plan de crecimiento',
        'niche-finder': 'Buscador de nicho',
        'style-quiz': 'Test de estilo de contenido',
      },
    },
    'templates-library': {
      title: 'Biblioteca de plantillas',
      description:
        'Calendarios de contenido, esquemas de guiones, media kits y correos para proponer colaboraciones a marcas, listos para usar.',
      features: {
        'content-calendars': 'Calendarios de contenido',
        'media-kits': 'Plantillas de media kit',
        'pitch-emails': 'Correos para proponer colaboraciones a marcas',
        'thumbnail-packs': 'Paquetes de portadas',
      },
    },
    'best-time-to-post': {
      title: 'Mejor hora para publicar',
      description:
        'Descubre las horas en que tu propia audiencia está más activa, en lugar de consejos genéricos como «publica a las 7 p. m.».',
      features: {
        'audience-heatmap': 'Mapa de calor de la actividad de tu audiencia',
        'timezone-support': 'Compatibilidad con zonas horarias',
        'weekly-schedule': 'Calendario semanal sugerido',
        'post-reminders': 'Recordatorios para publicar',
      },
    },
    'trend-alerts': {
      title: 'Alertas de tendencias',
      description: 'Entérate de los sonidos, formatos y hashtags en auge de tu nicho cuando todavía están empezando.',
      features: {
        'niche-alerts': 'Alertas para tu nicho',
        'sound-alerts': 'Alertas de sonidos en auge',
        'email-digest': 'Resumen diario por correo',
        'trend-lifespan': 'Estimación de la duración de cada tendencia',
      },
    },
    'content-calendar': {
      title: 'Calendario de contenido',
      description:
        'Planifica un mes de videos en torno a tus pilares de contenido y mantén un ritmo que puedas sostener.',
      features: {
        'drag-drop-planner': 'Planificador de arrastrar y soltar',
        'pillar-tags': 'Etiquetas de pilares de contenido',
        'calendar-export': 'Exportar a tu calendario',
        'batch-planning': 'Planificador de grabación por lotes',
      },
    },
    'safety-checker': {
      title: 'Revisión de seguridad de la cuenta',
      description:
        'Revisa la configuración y los hábitos de tu cuenta frente a las normas de la comunidad antes de que un problema te cueste alcance.',
      features: {
        'settings-audit': 'Revisión de la configuración de privacidad',
        'guideline-check': 'Revisión de las normas de la comunidad',
        'scam-warnings': 'Avisos de estafas y phishing',
        'recovery-guide': 'Guía para recuperar tu cuenta',
      },
    },
  },
};
