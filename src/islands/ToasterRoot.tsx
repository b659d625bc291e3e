/** Mounts the single sonner toaster, named in the page's language, and drains the toast queue into it. */
import { useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import type { ToastRequest } from '@/data/toastRequest';
import { $toastQueue, takeQueuedToasts } from '@/stores/toasts';
import { TOAST_HOTKEY, TOAST_POSITION } from '@/data/uiTimings';
import type { Dictionary } from '@/i18n/dictionary';
import { loadToasterTexts } from '@/scripts/toasterTexts';
import type { ThemeChoice } from '@/data/theme';

function present({ title, description, variant = 'default' }: ToastRequest) {
  const options = { description };
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'success') toast.success(title, options);
  else toast(title, options);
}

/** Rendered after <Toaster>, so its effect runs once sonner is listening. */
function QueueDrain() {
  useEffect(() => {
    takeQueuedToasts().forEach(present);
    return $toastQueue.listen((queue) => {
      if (queue.length) takeQueuedToasts().forEach(present);
    });
  }, []);
  return null;
}

/** Changes to the root element's attributes, where the theme control writes the choice. */
function listenToRoot(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true });
  return () => observer.disconnect();
}

/** The toaster in the page's theme, following a later choice (sonner follows the system itself for "system"). */
function ThemedToaster({ readTheme, texts }: { readTheme: () => ThemeChoice; texts: Dictionary['toaster'] }) {
  const theme = useSyncExternalStore(listenToRoot, readTheme);
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <Toaster
      theme={theme}
      dir={dir}
      position={TOAST_POSITION[dir]}
      hotkey={TOAST_HOTKEY}
      containerAriaLabel={texts.label}
      toastOptions={{ closeButtonAriaLabel: texts.close }}
      richColors
      closeButton
    />
  );
}

let mounted = false;

/**
 * Mounts the toaster once its words in the page's language have loaded; rejects if they cannot, so the
 * next toast tries again. `readTheme`: the page's current theme choice (the caller reads it, so this
 * chunk needs no theme code).
 */
export async function mountToaster(readTheme: () => ThemeChoice): Promise<void> {
  if (mounted) return;
  const texts = await loadToasterTexts();
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  createRoot(host).render(
    <>
      <ThemedToaster readTheme={readTheme} texts={texts} />
      <QueueDrain />
    </>,
  );
}
