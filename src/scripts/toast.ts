/**
 * showToast: the one way to notify the visitor. The toaster (React + sonner) is loaded on the first
 * toast, so pages that never toast never download React for it.
 */
import type { ToastRequest } from '@/data/toastRequest';
import { lazyLoad } from '@/lib/lazyLoad';
import { enqueueToast } from '@/stores/toasts';
import { afterNextPaint } from './afterNextPaint';
import { THEME_ATTRIBUTE } from '@/data/theme';
import { parseThemeChoice } from '@/lib/theme';

const pageTheme = () => parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));

/**
 * Mounts the toaster once, in the page's theme and language; should a download fail (its code or its
 * words), the next toast tries again.
 */
const loadToaster = lazyLoad(() => import('@/islands/ToasterRoot').then(({ mountToaster }) => mountToaster(pageTheme)));

/**
 * Queues a toast and makes sure the toaster that shows it is loaded. Both wait for the next paint, so
 * the change that caused the toast (a vote counted, a button's label) shows without waiting for the
 * toast to be drawn.
 */
export function showToast(request: ToastRequest) {
  afterNextPaint(() => {
    enqueueToast(request);
    void loadToaster();
  });
}
