/** The notifications area in Spanish. */
import type { Dictionary } from '../dictionary';

export const toaster: Dictionary['toaster'] = {
  label: 'Notificaciones',
  close: 'Cerrar notificación',
};
