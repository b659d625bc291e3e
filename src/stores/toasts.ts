/** The toast queue: any island or script adds to it; the single toaster drains it once mounted. */
import { atom } from 'nanostores';
import type { ToastRequest } from '@/data/toastRequest';

export const $toastQueue = atom<ToastRequest[]>([]);

export function enqueueToast(request: ToastRequest) {
  $toastQueue.set([...$toastQueue.get(), request]);
}

/** Hands the queued toasts to the caller and empties the queue. */
export function takeQueuedToasts(): ToastRequest[] {
  const queued = $toastQueue.get();
  if (queued.length) $toastQueue.set([]);
  return queued;
}
