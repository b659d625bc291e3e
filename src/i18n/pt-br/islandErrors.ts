/** A tela de erro genérica que uma parte interativa da página mostra quando falha, em português do Brasil. */
import type { Dictionary } from '../dictionary';

export const islandErrors: Dictionary['islandErrors'] = {
  title: 'Erro inesperado no aplicativo!',
  message: 'Esta parte da página parou de funcionar. Recarregar a página costuma resolver.',
  reload: 'Recarregar página',
};
