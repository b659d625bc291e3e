/** The newsletter sign-up block and its toast in Spanish. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'Mantente al día con las últimas estrategias de TikTok',
  description: 'Tutoriales, tendencias y consejos de crecimiento en tu correo, cada semana.',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@ejemplo.com',
  subscribe: 'Suscribirse',
  note: 'La suscripción abre pronto. Nada de spam.',
  comingSoonToast: {
    title: 'Próximamente',
    description: 'La suscripción al boletín estará disponible pronto.',
  },
};
