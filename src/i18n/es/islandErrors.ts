/** The generic error screen of a failed island, in Spanish. */
import type { Dictionary } from '../dictionary';

export const islandErrors: Dictionary['islandErrors'] = {
  title: '¡Error inesperado de la aplicación!',
  message: 'Esta parte de la página dejó de funcionar. Recargar la página suele solucionarlo.',
  reload: 'Recargar la página',
};
