/** The tools overview (/tools) in Spanish. */
import type { Dictionary } from '../dictionary';

export const tools: Dictionary['tools'] = {
  title: 'Herramientas gratis para creadores',
  description:
    'Herramientas gratis para creadores de TikTok: una calculadora de ganancias y un generador de hashtags, y más en desarrollo.',
  badge: 'Gratis, sin registrarte',
  allTools: 'Todas las herramientas',
  cards: {
    'hashtag-generator': {
      title: 'Generador de hashtags',
      description:
        'Consigue en segundos una mezcla equilibrada de hashtags en tendencia, de nicho y de tu tema para tu próximo video.',
      button: 'Generar hashtags',
    },
    'earnings-calculator': {
      title: 'Calculadora de ganancias',
      description:
        'Estima cuánto podría ganar tu cuenta con el Fondo para Creadores, las colaboraciones con marcas y los enlaces de afiliado.',
      button: 'Calcular ganancias',
    },
    'best-time-to-post': {
      title: 'Mejor hora para publicar',
      description: 'Descubre a qué horas está más activa tu propia audiencia.',
      button: 'Próximamente',
    },
    'trend-alerts': {
      title: 'Alertas de tendencias',
      description: 'Entérate de los sonidos y formatos que empiezan a despegar en tu nicho mientras aún es temprano.',
      button: 'Próximamente',
    },
    'content-calendar': {
      title: 'Calendario de contenido',
      description: 'Planifica un mes de videos en torno a tus pilares de contenido.',
      button: 'Próximamente',
    },
    'safety-checker': {
      title: 'Revisión de seguridad de la cuenta',
      description: 'Revisa tu configuración y tus hábitos según las normas de la comunidad.',
      button: 'Próximamente',
    },
  },
  comingSoonOverlay: 'Próximamente: vota por sus funciones',
  overlayToolName: '{title}. ',
  featured: {
    badge: 'Herramienta destacada',
    heading: '¿Cuánto podría ganar tu cuenta?',
    text: 'La calculadora de ganancias convierte tus seguidores, tu tasa de interacción y tu ritmo de publicación en un rango mensual honesto.',
    points: [
      'Estimaciones del Fondo para Creadores, de colaboraciones con marcas y de afiliados en un solo lugar',
      'Todas las tarifas y los umbrales a la vista, para que sepas qué significan los números',
      'Comparte el resultado o descárgalo como informe',
    ],
    button: 'Calcula tus ganancias',
    example: 'Ejemplo: {followers} seguidores, {engagement} de interacción, {posts} publicaciones al mes',
    perMonth: 'estimado al mes',
    // Soft hyphens (\u00ad): the example's boxes are narrower than these words on a phone.
    views: 'Visualiza\u00adciones por video',
    brandDeals: 'Colabora\u00adciones con marcas',
    affiliate: 'Afiliados',
  },
  why: {
    heading: '¿Por qué usar nuestras herramientas?',
    reasons: {
      free: {
        title: '100 % gratis',
        text: 'Todas las herramientas disponibles son gratis: sin registro, sin periodo de prueba y sin límite de uso.',
      },
      privacy: {
        title: 'Tu privacidad, primero',
        text: 'Las herramientas funcionan en tu navegador. Lo que escribes nunca se envía a un servidor ni lo guardamos.',
      },
      data: {
        title: 'Basadas en datos',
        text: 'Se apoyan en tarifas de pago publicadas y en buenas prácticas probadas, y muestran los supuestos detrás de cada cifra.',
      },
    },
  },
  inDevelopment: {
    heading: 'En desarrollo',
    intro: 'Las herramientas que estamos preparando, con su fecha de lanzamiento prevista.',
    expected: 'Previsto: {date}',
  },
};
