/** The hashtag generator page in Spanish. */
import type { Dictionary } from '../dictionary';

export const hashtagGenerator: Dictionary['hashtagGenerator'] = {
  title: 'Generador de hashtags',
  description:
    'Genera una mezcla equilibrada de hashtags en tendencia, de nicho y de tu tema para tu próximo video de TikTok.',
  generator: {
    formLabel: 'Generador de hashtags',
    topicLabel: 'Tema del video',
    required: '(obligatorio)',
    topicPlaceholder: 'p. ej., ideas de desayunos saludables',
    descriptionLabel: 'Descripción',
    optional: '(opcional)',
    descriptionPlaceholder:
      '¿Qué pasa en el video? Las palabras clave que escribas aquí pueden convertirse en hashtags.',
    nicheLegend: 'Nicho',
    niches: {
      general: 'General',
      beauty: 'Belleza',
      fashion: 'Moda',
      fitness: 'Fitness',
      food: 'Comida',
      travel: 'Viajes',
      comedy: 'Humor',
      educational: 'Educación',
      dance: 'Baile',
      gaming: 'Videojuegos',
      business: 'Negocios',
      tech: 'Tecnología',
      lifestyle: 'Estilo de vida',
      sports: 'Deportes',
      music: 'Música',
      art: 'Arte',
      books: 'Libros',
      pets: 'Mascotas',
      diy: 'Hazlo tú mismo',
      parenting: 'Crianza',
    },
    countLabel: 'Número de hashtags',
    fewer: 'Menos hashtags',
    more: 'Más hashtags',
    countGuidance:
      'Se recomiendan {recommendedMin}-{recommendedMax} hashtags; se permiten como máximo {maxPerPost} por publicación.',
    generate: 'Generar hashtags',
    generating: 'Generando...',
    resultsHeading: 'Tus hashtags',
    resultsPending: 'Generando tus hashtags...',
    resultsEmpty: 'Escribe un tema y pulsa Generar hashtags: tendrás cuatro listas para copiar y pegar.',
    tabListLabel: 'Listas de hashtags',
    mixShares: '{trending} de hashtags en tendencia, {niche} de nicho y {topic} de tu tema',
    tabs: {
      recommended: {
        label: 'Mezcla recomendada',
        hint: '{shares} (cada parte redondeada hacia abajo); luego se completa con más hashtags en tendencia hasta llegar a tu cantidad.',
        copy: 'Copiar la mezcla',
      },
      trending: {
        label: 'En tendencia',
        hint: 'Hashtags amplios que son populares en toda la plataforma ahora mismo.',
        copy: 'Copiar los de tendencia',
      },
      topic: {
        label: 'De tu tema',
        hint: 'Hashtags creados a partir de tu tema y tu descripción.',
        copy: 'Copiar los de tu tema',
      },
      niche: {
        label: 'De nicho',
        hint: 'Hashtags de las comunidades donde se reúne el público de tu nicho.',
        copy: 'Copiar los de nicho',
      },
    },
    noHashtags: 'Tu tema no tiene letras ni números con los que crear hashtags. Prueba a describirlo con palabras.',
    hashtagCount: { one: '{count} hashtag', many: '{count} de hashtags', other: '{count} hashtags' },
    textTooLongTitle: 'Demasiado largo',
    topicTooLong: {
      one: 'El tema admite hasta {max} caracteres: le sobra {count}.',
      many: 'El tema admite hasta {max} caracteres: le sobran {count}.',
      other: 'El tema admite hasta {max} caracteres: le sobran {count}.',
    },
    descriptionTooLong: {
      one: 'La descripción admite hasta {max} caracteres: le sobra {count}.',
      many: 'La descripción admite hasta {max} caracteres: le sobran {count}.',
      other: 'La descripción admite hasta {max} caracteres: le sobran {count}.',
    },
    topicRequiredTitle: 'Falta un dato',
    topicRequiredMessage: 'Escribe un tema para tu contenido',
    generatedTitle: '¡Hashtags generados!',
    generatedMessage: {
      one: '{count} hashtag listo para “{topic}”. Elige los que mejor encajen con tu video.',
      many: '{count} de hashtags listos para “{topic}”. Elige los que mejor encajen con tu video.',
      other: '{count} hashtags listos para “{topic}”. Elige los que mejor encajen con tu video.',
    },
    copiedTitle: '¡Copiado al portapapeles!',
    copiedMessage: {
      one: '{count} hashtag copiado. Pégalo en la descripción de tu video.',
      many: '{count} de hashtags copiados. Pégalos en la descripción de tu video.',
      other: '{count} hashtags copiados. Pégalos en la descripción de tu video.',
    },
    failedTitle: 'Algo salió mal',
    failedMessage: 'No se pudieron generar los hashtags. Revisa tu conexión e inténtalo de nuevo.',
  },
  tips: {
    heading: 'Consejos para tu estrategia de hashtags',
    items: [
      {
        title: 'Usa el método 5-5-5',
        text: 'Arma una mezcla de 5 hashtags en tendencia, 5 de nicho y 5 de tu tema, y quédate con los que te traen público.',
      },
      {
        title: 'Cómo se arma la Mezcla recomendada',
        text: 'Del total que eliges toma un {shares}, cada parte redondeada hacia abajo; quita los repetidos y completa con más hashtags en tendencia hasta llegar a tu cantidad.',
      },
      {
        title: 'Se recomiendan {recommendedMin}-{recommendedMax} hashtags',
        text: 'Prueba mezclas de {recommendedMin} a {recommendedMax} hashtags y, para publicar a diario, quédate con los {everydayMin} a {everydayMax} que te traen público.',
      },
      {
        title: 'Como máximo {maxPerPost} por publicación',
        text: 'TikTok admite hasta {maxPerPost} hashtags por descripción, pero llenar todos los espacios parece spam y confunde sobre qué trata tu video.',
      },
      {
        title: 'La relevancia vale más que el alcance',
        text: 'Usa un hashtag en tendencia solo cuando tu video de verdad encaje con él. Los de nicho suelen traer al público más comprometido.',
      },
    ],
    guideLink: 'Lee la guía completa de estrategia de hashtags',
  },
  pro: {
    badge: 'Pro · Muy pronto',
    heading: 'Llega más lejos con Pro',
    features: [
      {
        title: 'Seguimiento del rendimiento de tus hashtags',
        text: 'Descubre cuáles de tus hashtags te trajeron visualizaciones, seguidores y tráfico de búsqueda.',
      },
      {
        title: 'Análisis de hashtags de la competencia',
        text: 'Encuentra los hashtags que les funcionan a los creadores que tu público ya ve.',
      },
      {
        title: 'Grupos de hashtags guardados',
        text: 'Guarda tus mezclas probadas para cada serie y reutilízalas con un solo toque.',
      },
    ],
    voteLink: 'Vota por las funciones Pro',
  },
};
