/** The earnings calculator page in Spanish. */
import type { Dictionary } from '../dictionary';

export const calculator: Dictionary['calculator'] = {
  title: 'Calculadora de ganancias',
  description:
    'Calcula cuánto podría ganar tu cuenta de TikTok con el Fondo para Creadores, las colaboraciones con marcas y los enlaces de afiliado.',
  island: {
    inputsHeading: 'Tus números',
    followersLabel: 'Seguidores',
    followersHint: { one: '{count} seguidor', many: '{count} de seguidores', other: '{count} seguidores' },
    engagementLabel: 'Tasa de interacción',
    engagementHint: 'La interacción promedio va del {min} al {max}',
    postsLabel: 'Publicaciones al mes',
    postsHint: {
      one: 'Hasta {count} publicación al mes.',
      many: 'Hasta {count} de publicaciones al mes.',
      other: 'Hasta {count} publicaciones al mes.',
    },
    resultsHeading: 'Ganancias mensuales estimadas',
    totalLabel: 'Rango total',
    totalPeriod: 'al mes',
    viewsPerVideo: 'Visualizaciones por video',
    creatorFund: 'Fondo para Creadores',
    creatorFundRange: 'Rango: {range}',
    brandDeals: 'Colaboraciones con marcas',
    affiliate: 'Afiliados',
    fromFollowers: 'Desde {followers} seguidores',
    range: '{low} a {high}',
    share: 'Compartir',
    download: 'Descargar',
    chart: {
      caption: 'Rango mensual por fuente de ingresos',
      low: 'Mínimo',
      high: 'Máximo',
      sources: {
        creatorFund: 'Fondo para Creadores',
        brandDeals: 'Colaboraciones con marcas',
        affiliate: 'Marketing de afiliados',
      },
    },
    shareToast: {
      title: '¡Copiado al portapapeles!',
      description: 'Comparte tus ganancias estimadas con tus amigos.',
    },
    downloadToast: { title: '¡Informe descargado!', description: 'Se descargó tu informe de ganancias.' },
    report: {
      filename: 'estimacion-de-ganancias.txt',
      title: 'Estimación de ganancias en TikTok',
      date: 'Fecha: {date}',
      inputsHeading: 'Tus números',
      followers: '- Seguidores: {value}',
      engagement: '- Tasa de interacción: {value}',
      posts: '- Publicaciones al mes: {value}',
      estimateHeading: 'Ganancias mensuales estimadas',
      views: '- Visualizaciones por video: {value}',
      creatorFund: '- Fondo para Creadores: {value}',
      creatorFundWithRange: '- Fondo para Creadores: {value} ({range})',
      brandDeals: '- Colaboraciones con marcas: {value}',
      affiliate: '- Marketing de afiliados: {value}',
      total: '- Total: {range} al mes',
      disclaimer:
        'Esto es solo una estimación. Las ganancias reales varían según el nicho, la audiencia, la calidad del contenido y las reglas de la plataforma.',
      link: 'Calculado en {url}',
    },
  },
  assumptions: {
    summary: 'Cómo se calcula',
    intro:
      'Las cifras son estimaciones a partir de tarifas fijas, no una promesa: los pagos reales varían según tu nicho, el país de tu audiencia, tu contenido y las reglas de la plataforma. Estas son las reglas que aplica la calculadora.',
    table: {
      perThousandViews: {
        one: '{rate} por visualización, por publicación',
        many: '{rate} por cada {count} de visualizaciones, por publicación',
        other: '{rate} por cada {count} visualizaciones, por publicación',
      },
      views: {
        title: 'Visualizaciones por video',
        label: 'Visualizaciones por video',
        value: 'Seguidores × tasa de interacción, redondeado a un número entero',
      },
      creatorFund: {
        title: 'Fondo para Creadores',
        low: 'Estimación baja',
        high: 'Estimación alta',
        shown: 'Cifra que se muestra',
        shownValue: 'El promedio de las estimaciones baja y alta',
      },
      brandDeals: {
        title: {
          one: 'Colaboraciones con marcas (desde {count} seguidor, al mes)',
          many: 'Colaboraciones con marcas (desde {count} de seguidores, al mes)',
          other: 'Colaboraciones con marcas (desde {count} seguidores, al mes)',
        },
        under: {
          one: 'Menos de {count} seguidor',
          many: 'Menos de {count} de seguidores',
          other: 'Menos de {count} seguidores',
        },
        between: {
          one: 'De {from} a {count} seguidor',
          many: 'De {from} a {count} de seguidores',
          other: 'De {from} a {count} seguidores',
        },
        andUp: {
          one: '{count} seguidor o más',
          many: '{count} de seguidores o más',
          other: '{count} seguidores o más',
        },
      },
      affiliate: {
        title: {
          one: 'Marketing de afiliados (desde {count} seguidor)',
          many: 'Marketing de afiliados (desde {count} de seguidores)',
          other: 'Marketing de afiliados (desde {count} seguidores)',
        },
        commission: 'Comisión',
      },
      total: {
        title: 'Rango total',
        minimum: 'Mínimo',
        minimumValue:
          'Estimación baja del Fondo para Creadores + {share} de las colaboraciones con marcas + {share} de afiliados',
        maximum: 'Máximo',
        maximumValue:
          'Estimación alta del Fondo para Creadores + {share} de las colaboraciones con marcas + {share} de afiliados',
        rounding: 'Redondeo',
        roundingValue: 'Todas las cifras se redondean a dólares enteros',
      },
    },
  },
  about: {
    heading: 'Acerca de esta calculadora',
    paragraphs: [
      'La calculadora estima un mes de ingresos de tres fuentes: el Fondo para Creadores, que paga por visualización; las colaboraciones con marcas, que aquí se calculan según tu número de seguidores; y las comisiones de afiliado por los productos que recomiendas. Las visualizaciones por video son tus seguidores multiplicados por tu tasa de interacción.',
      'Toma el resultado como un punto de partida, no como una promesa. Dos creadores con los mismos números pueden ganar cantidades muy distintas según su nicho, su audiencia y la constancia con la que publican.',
    ],
    fundHeading: 'Antes de contar con el Fondo para Creadores',
    minFollowers: {
      one: 'Al menos {count} seguidor',
      many: 'Al menos {count} de seguidores',
      other: 'Al menos {count} seguidores',
    },
    minViews: {
      one: 'Al menos {count} visualización de videos en los últimos 30 días',
      many: 'Al menos {count} de visualizaciones de videos en los últimos 30 días',
      other: 'Al menos {count} visualizaciones de videos en los últimos 30 días',
    },
    minAge: {
      one: 'Edad mínima: {count} año',
      many: 'Edad mínima: {count} de años',
      other: 'Edad mínima: {count} años',
    },
    hashtagAdvice: {
      one: 'Usa de {min} a {count} hashtag relevante por video (se permiten hasta {limit}): prueba el',
      many: 'Usa de {min} a {count} de hashtags relevantes por video (se permiten hasta {limit}): prueba el',
      other: 'Usa de {min} a {count} hashtags relevantes por video (se permiten hasta {limit}): prueba el',
    },
    hashtagGenerator: 'generador de hashtags',
    guidesHeading: 'Aprende a ganar más',
    guides: {
      monetization: {
        title: 'Guía de monetización',
        text: 'Todas las formas de ganar dinero como creador y lo que necesita cada una.',
      },
      brandDeals: {
        title: 'Guía de colaboraciones con marcas',
        text: 'Cómo proponer, cotizar y entregar videos patrocinados.',
      },
      creatorFund: {
        title: 'Guía del Fondo para Creadores',
        text: 'Revisa si cumples los requisitos y postúlate paso a paso.',
      },
    },
  },
};
