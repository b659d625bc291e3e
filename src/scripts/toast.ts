/**
 * showToast: the one way to notify the visitor. The toaster (React + sonner) is loaded on the first
 * toast, so pages that never toast never download React for it.
 */
import type { ToastRequest } from '../data/toastRequest';
import { enqueueToast } from '../stores/toasts';

let toasterLoading: Promise<unknown> | undefined;

export function showToast(request: ToastRequest) {
  enqueueToast(request);
  toasterLoading ??= import('../islands/ToasterRoot').then(({ mountToaster }) => mountToaster());
}
