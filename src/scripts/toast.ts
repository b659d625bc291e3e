/**
 * showToast: the one way to notify the visitor. The toaster (React + sonner) is loaded on the first
 * toast, so pages that never toast never download React for it.
 */
import type { ToastRequest } from '@/data/toastRequest';
import { lazyLoad } from '@/lib/lazyLoad';
import { enqueueToast } from '@/stores/toasts';

/** Mounts the toaster once; should its download fail, the next toast tries again. */
const loadToaster = lazyLoad(() => import('@/islands/ToasterRoot').then(({ mountToaster }) => mountToaster()));

/** Queues a toast and makes sure the toaster that shows it is loaded. */
export function showToast(request: ToastRequest) {
  enqueueToast(request);
  void loadToaster();
}
