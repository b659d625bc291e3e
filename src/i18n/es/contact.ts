/** The Contact page in Spanish. */
import type { Dictionary } from '../dictionary';

export const contact: Dictionary['contact'] = {
  title: 'Contáctanos',
  description: 'Preguntas, comentarios o ideas de colaboración: ponte en contacto con el equipo.',
  formTitle: 'Envíanos un mensaje',
  form: {
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    allRequired: 'Todos los campos son obligatorios.',
    send: 'Enviar mensaje',
  },
  sentToast: { title: '¡Mensaje enviado!', description: 'Gracias por escribirnos. Te responderemos pronto.' },
  helpTitle: '¿Buscas una respuesta rápida?',
  helpLead: 'Muchas preguntas ya tienen respuesta en nuestras guías y en las preguntas frecuentes de abajo.',
  helpLinks: {
    tutorials: 'Explora los tutoriales',
    tools: 'Prueba las herramientas gratis',
    pricing: 'Consulta los planes y precios',
  },
  faq: [
    {
      question: '¿De verdad son gratis sus herramientas?',
      answer:
        'Sí. La calculadora de ganancias, el generador de hashtags y todos los tutoriales son gratis, sin cuenta y sin registro.',
    },
    {
      question: '¿Pueden hacer crecer mi cuenta o venderme seguidores?',
      answer:
        'No. Nunca vendemos seguidores, me gusta ni visualizaciones, y no ofrecemos servicios de crecimiento. Enseñamos estrategias que puedes aplicar por tu cuenta, dentro de las normas de la plataforma.',
    },
    {
      question: '¿Tienen relación con TikTok?',
      answer:
        'No. Somos un recurso independiente para creadores y no tenemos relación con TikTok ni con ByteDance, ni contamos con su respaldo o patrocinio.',
    },
    {
      question: '¿Puedo sugerir un tutorial o una herramienta?',
      answer:
        '¡Claro que sí! Cuéntanos qué te gustaría aprender o qué te ahorraría tiempo, y vota por las próximas funciones en nuestras páginas de «Próximamente».',
    },
  ],
  faqTitle: 'Preguntas frecuentes',
};
