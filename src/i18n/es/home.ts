/** The home page in Spanish. */
import type { Dictionary } from '../dictionary';

export const home: Dictionary['home'] = {
  // Not the site's name alone, as the English is: every page's title is its own across languages.
  title: 'Crece en TikTok de forma honesta',
  hero: {
    badge: 'Crecimiento gratis y ético para creadores',
    title: 'Haz crecer tu TikTok de forma {highlight}',
    highlight: 'honesta',
    lead: 'Herramientas, tutoriales e informes de tendencias gratis para creadores que buscan una audiencia real: sin bots, sin seguidores comprados, sin estafas.',
    exploreTools: 'Ver herramientas',
    calculateEarnings: 'Calcular ganancias',
    promises: ['100 % gratis', 'Sin crear cuenta', 'Nunca usamos bots'],
    previewLabel: {
      one: 'Vista previa: ganancias estimadas de {min} a {max} al mes para un creador con {count} seguidor, y el formato en tendencia {trend}',
      many: 'Vista previa: ganancias estimadas de {min} a {max} al mes para un creador con {count} de seguidores, y el formato en tendencia {trend}',
      other:
        'Vista previa: ganancias estimadas de {min} a {max} al mes para un creador con {count} seguidores, y el formato en tendencia {trend}',
    },
    monthlyEstimate: 'Estimación mensual',
    followers: { one: '{count} seguidor', many: '{count} de seguidores', other: '{count} seguidores' },
    exampleCreator: {
      one: '{followers} · {engagement} de interacción · {count} publicación al mes',
      many: '{followers} · {engagement} de interacción · {count} de publicaciones al mes',
      other: '{followers} · {engagement} de interacción · {count} publicaciones al mes',
    },
    sources: {
      brandDeals: 'Colaboraciones con marcas',
      affiliate: 'Afiliados',
      creatorFund: 'Fondo para Creadores',
    },
  },
  rebrand: {
    title: 'Reconstruimos este sitio como un recurso legítimo',
    text: 'La misma dirección, una nueva misión. Todo lo que hay aquí sigue ahora las normas de la comunidad de la plataforma: estrategias reales, números honestos y nada que ponga en riesgo tu cuenta.',
    cta: 'Conoce nuestra historia',
  },
  features: {
    eyebrow: 'Todo en un solo lugar',
    title: 'Herramientas y conocimientos para crecer bien',
    lead: 'Aprende cómo funciona la plataforma, planifica mejores videos y descubre cuánto vale tu audiencia, todo gratis.',
    cards: {
      tools: {
        title: 'Herramientas gratis para creadores',
        description: 'Calculadoras y generadores pensados para creadores de videos cortos, gratis y sin registro.',
        cta: 'Ver herramientas',
      },
      tutorials: {
        title: 'Tutoriales de crecimiento',
        description: 'Guías paso a paso de crecimiento, monetización, creación de contenido y seguridad.',
        cta: 'Empieza a aprender',
      },
      trends: {
        title: 'Informes de tendencias',
        description: 'Los formatos y sonidos que despegan ahora, con ideas para hacerlos tuyos.',
        cta: 'Ver tendencias',
      },
      calculator: {
        title: 'Calculadora de ganancias',
        description:
          'Estima tus ingresos del Fondo para Creadores, de las colaboraciones con marcas y de afiliados con tus propios números.',
        cta: 'Estimar ganancias',
      },
      algorithm: {
        title: 'Claves del algoritmo',
        description: 'Cómo elige videos el feed Para ti, explicado sin mitos ni suposiciones.',
        cta: 'Entender el algoritmo',
      },
      safety: {
        title: 'Seguridad de tu cuenta',
        description: 'Protege tu cuenta de estafas, bloqueos y atajos que te restan alcance.',
        cta: 'Cuida tu cuenta',
      },
    },
  },
  liveTools: {
    eyebrow: 'Ya disponibles',
    title: 'Herramientas gratis que puedes usar hoy',
    lead: 'Sin cuenta, sin descargas y sin trampas. Todo funciona en tu navegador.',
    tools: {
      'earnings-calculator': {
        title: 'Calculadora de ganancias',
        description:
          'Estima cuánto podría ganar tu cuenta con el Fondo para Creadores, las colaboraciones con marcas y los enlaces de afiliado.',
        button: 'Calcular ganancias',
      },
      'hashtag-generator': {
        title: 'Generador de hashtags',
        description:
          'En segundos, una mezcla equilibrada de hashtags en tendencia, de nicho y del tema para tu próximo video.',
        button: 'Generar hashtags',
      },
    },
    inDevelopment: 'En desarrollo',
    upcoming: {
      'caption-generator': {
        name: 'Generador de descripciones',
        description: 'Redacta descripciones que encajen con tu estilo y con tu video.',
      },
      'posting-time-optimizer': {
        name: 'Optimizador de horarios de publicación',
        description: 'Descubre cuándo está más activa tu propia audiencia.',
      },
      'content-idea-generator': {
        name: 'Generador de ideas de contenido',
        description: 'Convierte un tema en una semana de ideas para videos.',
      },
      'hashtag-performance-tracker': {
        name: 'Seguimiento del rendimiento de hashtags',
        description: 'Mira qué hashtags te traen espectadores reales.',
      },
      'content-style-quiz': {
        name: 'Test de estilo de contenido',
        description: 'Descubre los formatos que mejor van contigo.',
      },
      'growth-roadmap-generator': {
        name: 'Generador de plan de crecimiento',
        description: 'Un plan paso a paso para tus próximos 90 días.',
      },
    },
    release: {
      quarterDate: '{quarter} de {year}',
      quarters: ['1.er trimestre', '2.º trimestre', '3.er trimestre', '4.º trimestre'],
      monthStyle: 'long',
    },
  },
  learn: {
    eyebrow: 'Aprende',
    title: 'Lo que aprenderás aquí',
    lead: 'Lecciones prácticas basadas en cómo funciona de verdad la plataforma, no en trucos de crecimiento que dejan de servir al mes siguiente.',
    sections: {
      algorithm: {
        title: 'Claves del algoritmo',
        description: 'Cómo decide el feed Para ti qué mostrar, explicado sin mitos.',
        items: [
          'Cómo ordena los videos la página Para ti',
          'Tiempo de visualización y tasa de finalización',
          'Por qué importa la primera hora',
          'Señales que reducen tu alcance',
        ],
      },
      planning: {
        title: 'Planificación y estrategia de contenido',
        description: 'Planifica un ritmo de publicación sostenible y contenido que tu audiencia espere con ganas.',
        items: [
          'Encontrar tu nicho',
          'Definir tus pilares de contenido',
          'Grabar por lotes y programar',
          'Ganchos que retienen la atención',
        ],
      },
      caseStudies: {
        title: 'Casos reales de creadores',
        description: 'Cómo es el crecimiento real, mes a mes, contado por creadores que lo lograron con honestidad.',
        items: [
          'De 0 a 10 mil con un pasatiempo de nicho',
          'Convertir una serie en una comunidad',
          'Conseguir la primera colaboración con una marca',
          'Recuperarse de una caída de alcance',
        ],
      },
      resources: {
        title: 'Recursos y herramientas gratis',
        description: 'Calculadoras, generadores y plantillas que no cuestan nada ni piden una cuenta.',
        items: [
          'Calculadora de ganancias',
          'Generador de hashtags',
          'Plantilla de calendario de contenido',
          'Lista para proponerte a marcas',
        ],
      },
    },
    allTutorials: 'Ver todos los tutoriales',
  },
  viralProducts: {
    eyebrow: 'Próximamente · Informes de productos virales',
    title: 'Detecta productos virales antes de que exploten',
    lead: 'Cada semana, una selección de los productos que despegan en videos cortos, con rangos de precios y datos de interacción. Aquí tienes una muestra.',
    reports: 'Ver informes de productos virales',
    upgrade: 'Pásate a Pro',
  },
  influencers: {
    eyebrow: 'Próximamente · Contrata a un influencer',
    title: 'Un mercado justo para creadores y marcas',
    lead: 'Las marcas encontrarán creadores por nicho y presupuesto, y los creadores, ofertas transparentes. Las reservas abren pronto; estos perfiles son de muestra.',
    vote: 'Vota por las funciones del mercado que quieres primero',
  },
  integrity: {
    eyebrow: 'Nuestro compromiso de integridad',
    title: 'El crecimiento real lleva tiempo. No vamos a fingir lo contrario.',
    lead: 'Comprar seguidores o entrar en grupos de interacción hace que las cuentas pierdan alcance o acaben bloqueadas. Enseñamos el camino lento, el que sí dura.',
    promises: {
      noFakeEngagement: {
        title: 'Nada de interacción falsa',
        text: 'Nunca vendemos seguidores, me gusta ni visualizaciones, ni te mandamos a quien lo haga.',
      },
      guidelinesFirst: {
        title: 'Las normas, primero',
        text: 'Cada estrategia que enseñamos respeta las normas de la comunidad y los términos de la plataforma.',
      },
      honestNumbers: {
        title: 'Números honestos',
        text: 'Las estimaciones se presentan como estimaciones, con las fórmulas a la vista.',
      },
      privateByDefault: {
        title: 'Privado por defecto',
        text: 'Sin cuentas y sin rastrear quién eres. Tus tendencias guardadas y tus votos se quedan en tu navegador.',
      },
    },
  },
  newsletter: {
    title: {
      one: 'Únete a más de {count} creador que crece de forma honesta',
      many: 'Únete a más de {count} de creadores que crecen de forma honesta',
      other: 'Únete a más de {count} creadores que crecen de forma honesta',
    },
    description: 'Recibe cada semana tutoriales, informes de tendencias y tácticas de crecimiento en tu correo.',
  },
  closing: {
    title: '¿Listo para hacer crecer tu audiencia de la forma correcta?',
    lead: 'Descubre cuánto podría ganar tu contenido y luego aprende las estrategias para lograrlo.',
    calculate: 'Calcula tus ganancias',
    tutorials: 'Ver tutoriales',
  },
};
