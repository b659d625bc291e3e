/** The home page in Spanish. */
import type { Dictionary } from '../dictionary';

export const home: Dictionary['home'] = {
  title: 'Crece en TikTok de forma honesta',
  hero: {
    badge: 'Crecimiento ético y gratis para creadores',
    title: 'Haz crecer tu TikTok de forma {highlight}',
    highlight: 'honesta',
    lead: 'Tutoriales, tendencias y herramientas gratis para ganar una audiencia real: sin bots, sin seguidores comprados, sin estafas.',
    exploreTools: 'Ver herramientas',
    calculateEarnings: 'Calcular ganancias',
    promises: ['100 % gratis', 'Sin cuenta', 'Sin bots, nunca'],
    previewLabel:
      'Vista previa: ganancias estimadas de {min} a {max} al mes con {followers} seguidores, y la tendencia {trend}',
    monthlyEstimate: 'Estimación mensual',
    exampleCreator: '{followers} seguidores · {engagement} de interacción · {posts} videos al mes',
    sources: { brandDeals: 'Marcas', affiliate: 'Afiliados', creatorFund: 'Creator Fund' },
  },
  rebrand: {
    title: 'Rehicimos este sitio como un recurso legítimo',
    text: 'Misma dirección, nueva misión: estrategias reales y números honestos, según las normas de la plataforma y sin riesgos para tu cuenta.',
    cta: 'Lee nuestra historia',
  },
  features: {
    eyebrow: 'Todo en un lugar',
    title: 'Herramientas y claves para crecer bien',
    lead: 'Entiende la plataforma, planifica mejores videos y descubre cuánto vale tu audiencia, gratis.',
    cards: {
      tools: {
        title: 'Herramientas gratis',
        description: 'Calculadoras y generadores para creadores, gratis y sin registro.',
        cta: 'Ver herramientas',
      },
      tutorials: {
        title: 'Tutoriales de crecimiento',
        description: 'Guías paso a paso de crecimiento, monetización, contenido y seguridad.',
        cta: 'Empieza a aprender',
      },
      trends: {
        title: 'Informes de tendencias',
        description: 'Formatos y sonidos que despegan ahora, y cómo hacerlos tuyos.',
        cta: 'Ver tendencias',
      },
      calculator: {
        title: 'Calculadora de ganancias',
        description: 'Estima con tus números lo que ganarías con el Creator Fund, marcas y afiliados.',
        cta: 'Estimar ganancias',
      },
      algorithm: {
        title: 'Claves del algoritmo',
        description: 'Cómo elige videos el feed Para ti, sin mitos ni suposiciones.',
        cta: 'Entender el algoritmo',
      },
      safety: {
        title: 'Seguridad de tu cuenta',
        description: 'Protege tu cuenta de estafas, bloqueos y atajos que restan alcance.',
        cta: 'Cuida tu cuenta',
      },
    },
  },
  liveTools: {
    eyebrow: 'Ya disponibles',
    title: 'Herramientas gratis para usar hoy',
    lead: 'Sin cuenta, descargas ni trampas: todo funciona en tu navegador.',
    tools: {
      'earnings-calculator': {
        title: 'Calculadora de ganancias',
        description: 'Estima cuánto podrías ganar con el Creator Fund, las marcas y los enlaces de afiliado.',
        button: 'Calcular ganancias',
      },
      'hashtag-generator': {
        title: 'Generador de hashtags',
        description: 'Una mezcla equilibrada de hashtags en tendencia, de nicho y del tema, en segundos.',
        button: 'Generar hashtags',
      },
    },
    inDevelopment: 'En desarrollo',
    upcoming: {
      'caption-generator': {
        name: 'Generador de descripciones',
        description: 'Descripciones que encajan con tu estilo y tu video.',
      },
      'posting-time-optimizer': {
        name: 'Mejor hora para publicar',
        description: 'Descubre cuándo está más activa tu audiencia.',
      },
      'content-idea-generator': {
        name: 'Generador de ideas de contenido',
        description: 'Convierte un tema en una semana de ideas para videos.',
      },
      'hashtag-performance-tracker': {
        name: 'Rendimiento de hashtags',
        description: 'Mira qué hashtags te traen espectadores reales.',
      },
      'content-style-quiz': {
        name: 'Test de estilo de contenido',
        description: 'Descubre los formatos que mejor van contigo.',
      },
      'growth-roadmap-generator': {
        name: 'Plan de crecimiento',
        description: 'Tu plan paso a paso para los próximos 90 días.',
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
    title: 'Lo que aprenderás',
    lead: 'Cómo funciona de verdad la plataforma, no trucos que caducan en un mes.',
    sections: {
      algorithm: {
        title: 'Claves del algoritmo',
        description: 'Cómo decide el feed Para ti qué mostrar, sin mitos.',
        items: [
          'Cómo ordena los videos el feed Para ti',
          'Tiempo de visualización y tasa de finalización',
          'Por qué importa la primera hora',
          'Señales que reducen tu alcance',
        ],
      },
      planning: {
        title: 'Planificación y estrategia de contenido',
        description: 'Un ritmo de publicación sostenible y contenido que tu audiencia espere.',
        items: [
          'Encontrar tu nicho',
          'Definir tus pilares de contenido',
          'Grabar por lotes y programar',
          'Ganchos que retienen la atención',
        ],
      },
      caseStudies: {
        title: 'Casos reales de creadores',
        description: 'Crecimiento real, mes a mes, contado por creadores honestos.',
        items: [
          'De 0 a 10 mil con un pasatiempo de nicho',
          'Convertir una serie en una comunidad',
          'Cerrar tu primer trato con una marca',
          'Recuperarse de una caída de alcance',
        ],
      },
      resources: {
        title: 'Recursos y herramientas gratis',
        description: 'Calculadoras, generadores y plantillas gratis, sin cuenta.',
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
    lead: 'Los productos que despegan cada semana, con precios e interacción. Aquí va una muestra.',
    reports: 'Ver informes de productos virales',
    upgrade: 'Pásate a Pro',
  },
  influencers: {
    eyebrow: 'Próximamente · Contrata a un influencer',
    title: 'Un mercado justo para creadores y marcas',
    lead: 'Las marcas encontrarán creadores por nicho y presupuesto, y los creadores, ofertas transparentes. Estos perfiles son de muestra.',
    vote: 'Vota por las funciones que quieres primero',
  },
  integrity: {
    eyebrow: 'Nuestro compromiso',
    title: 'Crecer de verdad lleva tiempo, y no fingiremos lo contrario.',
    lead: 'Comprar seguidores o unirse a grupos de interacción cuesta alcance y puede acabar en bloqueo. Enseñamos el camino lento, el que sí dura.',
    promises: {
      noFakeEngagement: {
        title: 'Nada de interacción falsa',
        text: 'No vendemos seguidores, me gusta ni vistas, ni te mandamos a quien lo haga.',
      },
      guidelinesFirst: {
        title: 'Las normas, primero',
        text: 'Lo que enseñamos respeta las normas y términos de la plataforma.',
      },
      honestNumbers: {
        title: 'Números honestos',
        text: 'Las estimaciones van marcadas como tales, con las fórmulas a la vista.',
      },
      privateByDefault: {
        title: 'Privado por defecto',
        text: 'Sin cuentas ni rastreo: tus tendencias guardadas y tus votos quedan en tu navegador.',
      },
    },
  },
  newsletter: {
    title: 'Únete a más de {count} creadores que crecen de forma honesta',
    description: 'Tutoriales, tendencias y consejos de crecimiento en tu correo, cada semana.',
  },
  closing: {
    title: '¿Quieres crecer como se debe?',
    lead: 'Descubre cuánto podría ganar tu contenido y aprende a conseguirlo.',
    calculate: 'Calcula tus ganancias',
    tutorials: 'Ver tutoriales',
  },
};
