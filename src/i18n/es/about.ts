/** The About page in Spanish. */
import type { Dictionary } from '../dictionary';

export const about: Dictionary['about'] = {
  title: 'Quiénes somos',
  description: 'Por qué reconstruimos este sitio como un recurso gratuito y legítimo para creadores de TikTok.',
  badge: 'Nuestra historia',
  storyTitle: 'De los atajos al crecimiento real',
  story: [
    'Este sitio nació en ese rincón saturado de internet que promete crecer de la noche a la mañana. Vimos lo que esas promesas provocan: creadores que pagaron por seguidores y perdieron alcance, interacción y, a veces, hasta sus cuentas.',
    'Así que empezamos de cero. {siteName} es ahora un recurso gratuito y legítimo: tutoriales sobre cómo funciona de verdad el feed Para ti, informes de tendencias que puedes aprovechar esta misma semana y herramientas para planificar tu contenido y ponerle precio, todo sin crear una cuenta.',
    'Somos independientes y no tenemos relación con TikTok ni con ByteDance. Lo que ganemos en el futuro vendrá de planes de pago opcionales, nunca de vender interacción ni tus datos.',
  ],
  valuesTitle: 'Nuestros valores',
  values: {
    integrity: {
      title: 'Integridad',
      text: 'Solo compartimos métodos que respetan las reglas de la plataforma. Nada de seguidores comprados, bots ni grupos de interacción.',
    },
    authenticity: {
      title: 'Autenticidad',
      text: 'La audiencia sigue a personas, no trucos. Te ayudamos a encontrar una voz y un nicho que sean de verdad tuyos.',
    },
    community: {
      title: 'Comunidad',
      text: 'Los creadores crecen más rápido juntos. Nuestra hoja de ruta se define con las funciones que tú votas.',
    },
    education: {
      title: 'Educación',
      text: 'Explicamos por qué funciona cada estrategia, para que puedas adaptarla cuando la plataforma cambie.',
    },
  },
  teamTitle: 'El equipo',
  teamLead:
    'Un equipo pequeño y remoto de creadores, desarrolladores y revisores a quienes les importa hacer las cosas bien.',
  team: {
    educators: {
      role: 'Creadores docentes',
      text: 'Creadores en activo que escriben cada tutorial y lo ponen a prueba en sus propias cuentas antes de publicarlo.',
    },
    tools: {
      role: 'Datos y herramientas',
      text: 'Desarrolladores que convierten investigaciones públicas y la experiencia de los creadores en calculadoras y generadores que cualquiera puede usar.',
    },
    safety: {
      role: 'Confianza y seguridad',
      text: 'Revisores que comprueban que cada guía respete las normas de la comunidad y mantenga tu cuenta a salvo.',
    },
  },
  contactTitle: '¿Tienes una idea o una pregunta?',
  contactLead: 'Nos encantaría saber qué te ayudaría a crecer.',
  contactCta: 'Contáctanos',
};
