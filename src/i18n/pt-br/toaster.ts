/** A área de notificações em português do Brasil. */
import type { Dictionary } from '../dictionary';

export const toaster: Dictionary['toaster'] = {
  label: 'Notificações',
  close: 'Fechar notificação',
};
