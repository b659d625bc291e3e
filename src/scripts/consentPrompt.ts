/**
 * The analytics consent prompt: a bar pinned to the bottom edge, drawn by script (loaded only when it
 * shows, with its words in the page's language), so it costs the page's HTML nothing and shifts
 * nothing already drawn. The same room is added
 * below the page while it shows, so nothing stays hidden behind it. Not modal: the page works around it.
 * It comes first in the document after the skip link, so keyboard and screen-reader users meet it early.
 */
import { CONSENT_STORAGE_KEY } from '@/data/analytics';
// Its own stylesheet, fetched with the prompt: imported plainly, Astro would put it in every page's HTML.
import stylesheetUrl from '@/styles/consentPrompt.css?url';
import { cookieDomains, isAnalyticsCookie, type ConsentChoice, type PromptKind } from '@/lib/analyticsConsent';
import { interfaceLink } from '@/lib/languagePaths';
import { addressLanguage } from '@/lib/languagePrefix';
import { withBase } from '@/lib/sitePaths';
import { consentInputs, rememberForThisPage, updateTagConsent } from './consentState';
import { loadConsentTexts } from './consentTexts';

interface OpenPrompt {
  bar: HTMLElement;
  /** Where focus goes back to when the prompt closes (the link that reopened it), if anywhere. */
  opener: HTMLElement | null;
  heightWatch: ResizeObserver;
  closeOnEscape: (event: KeyboardEvent) => void;
}

let open: OpenPrompt | null = null;

let stylesheet: Promise<void> | null = null;

/** The prompt's stylesheet, added once; the prompt waits for it, so it never shows unstyled. */
function loadStylesheet(): Promise<void> {
  return (stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheetUrl });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      stylesheet = null;
      reject(new Error(`The consent prompt's stylesheet did not load: ${stylesheetUrl}`));
    });
    document.head.append(link);
  }));
}
// Requested as soon as the prompt's code arrives, alongside whatever the page is doing.
loadStylesheet().catch(() => {});

let words: ReturnType<typeof loadConsentTexts> | null = null;

/** The prompt's words in the page's language, loaded once; a failed download is tried again next time. */
function loadWords(): ReturnType<typeof loadConsentTexts> {
  return (words ??= loadConsentTexts().catch((error: unknown) => {
    words = null;
    throw error;
  }));
}
loadWords().catch(() => {});

/** Removes the analytics cookies the tag set, from this host and each parent domain it could use. */
function clearAnalyticsCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (!isAnalyticsCookie(name)) continue;
    for (const domain of [null, ...cookieDomains(location.hostname)]) {
      const scope = domain ? `; domain=${domain}` : '';
      document.cookie = `${name}=; path=/; max-age=0${scope}`;
    }
  }
}

/** Records the visitor's answer and applies it at once; withdrawing consent removes the cookies set. */
function chooseConsent(choice: ConsentChoice) {
  rememberForThisPage(choice);
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the answer holds for this page; the next page asks again.
  }
  if (updateTagConsent() === 'denied') clearAnalyticsCookies();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** One polite status line for the page, kept after the prompt closes so its message is read out. */
function statusLine(): HTMLElement {
  let status = document.querySelector<HTMLElement>('[data-consent-status]');
  if (!status) {
    status = element('p', { className: 'sr-only' });
    status.setAttribute('role', 'status');
    status.dataset.consentStatus = '';
    document.body.append(status);
  }
  return status;
}

function choiceButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = element('button', { type: 'button', className: 'btn btn-secondary' }, [label]);
  button.addEventListener('click', onClick);
  return button;
}

/** Hides the prompt; focus returns to what opened it, or to the page when it was inside the prompt. */
export function closeConsentPrompt() {
  if (!open) return;
  const { bar, opener, heightWatch, closeOnEscape } = open;
  open = null;
  const hadFocus = bar.contains(document.activeElement);
  heightWatch.disconnect();
  document.removeEventListener('keydown', closeOnEscape);
  document.documentElement.style.removeProperty('padding-bottom');
  bar.remove();
  if (!hadFocus) return;
  if (opener?.isConnected) opener.focus();
  else document.getElementById('main')?.focus({ preventScroll: true });
}

function answer(choice: ConsentChoice, saved: string) {
  chooseConsent(choice);
  closeConsentPrompt();
  statusLine().textContent = saved;
}

/**
 * Shows the prompt ('ask': Accept or Decline; 'gpc': a notice with OK) once its stylesheet and words
 * are in; rejects if either cannot load. `opener` is the control that asked for it: focus then moves into the
 * prompt, and back when it closes. Shown unasked (on a first visit), it takes no focus.
 */
export async function showConsentPrompt(kind: PromptKind, opener: HTMLElement | null = null): Promise<void> {
  const [, all] = await Promise.all([loadStylesheet(), loadWords()]);
  closeConsentPrompt();
  statusLine().textContent = '';
  const texts = all[kind];
  const { choice } = consentInputs();
  const title = element('h2', { id: 'consent-title', className: 'font-bold' }, [texts.title]);
  const current = opener && choice && kind === 'ask' ? ` ${all.current[choice]}` : '';
  const privacy = withBase(interfaceLink('/privacy', addressLanguage(location.pathname)));
  const text = element('p', {}, [`${texts.text}${current} `, element('a', { href: privacy }, [all.privacyLink])]);
  const actions =
    kind === 'ask'
      ? [
          choiceButton(all.accept, () => answer('granted', all.saved.granted)),
          choiceButton(all.decline, () => answer('denied', all.saved.denied)),
        ]
      : [choiceButton(all.dismiss, () => answer('denied', all.saved.denied))];
  const bar = element('section', { className: 'consent-bar', tabIndex: -1 }, [
    element('div', { className: 'container-page consent-bar-inner' }, [
      element('div', { className: 'consent-bar-text' }, [title, text]),
      element('div', { className: 'consent-bar-actions' }, actions),
    ]),
  ]);
  // A named section is a region landmark, listed with the page's others.
  bar.setAttribute('aria-labelledby', title.id);
  bar.dataset.consentPrompt = kind;

  const skipLink = document.querySelector('body > a[href="#main"]');
  if (skipLink) skipLink.after(bar);
  else document.body.prepend(bar);

  // The page gains the bar's height at its end, so its last lines can scroll above the bar.
  const root = document.documentElement;
  const heightWatch = new ResizeObserver(() => root.style.setProperty('padding-bottom', `${bar.offsetHeight}px`));
  heightWatch.observe(bar);
  // Reopened by the visitor, Escape closes it with the answer unchanged; a first visit's prompt needs an answer.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opener) closeConsentPrompt();
  };
  document.addEventListener('keydown', closeOnEscape);
  open = { bar, opener, heightWatch, closeOnEscape };
  if (opener) bar.focus({ preventScroll: true });
}
