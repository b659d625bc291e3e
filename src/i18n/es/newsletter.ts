/** The newsletter sign-up block and its toast in Spanish. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'Mantente al día con las últimas estrategias de TikTok',
  description: 'Recibe cada semana tutoriales, informes de tendencias y tácticas de crecimiento en tu correo.',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@ejemplo.com',
  subscribe: 'Suscribirse',
  note: 'La suscripción abre pronto. Nada de spam, nunca.',
  comingSoonToast: {
    title: 'Próximamente',
    description: 'La suscripción al boletín estará disponible pronto.',
  },
};
