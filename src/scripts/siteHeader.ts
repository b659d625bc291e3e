/** Enhances the header's <details> menus (Escape, outside click, hover delays), the header search rules and the theme control. */
import { NAV_MENU_CLOSE_DELAY_MS, NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '@/data/uiTimings';
import { submitSiteSearch } from './submitSiteSearch';
import { enableThemeChoice } from './themeChoice';

function menus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>('[data-site-header] details[data-menu]')];
}

function closeMenu(menu: HTMLDetailsElement, restoreFocus = false) {
  if (!menu.open) return;
  menu.open = false;
  if (restoreFocus) menu.querySelector('summary')?.focus();
}

/** Opening one menu closes the others, so two panels never overlap. */
function closeOthers(current: HTMLDetailsElement) {
  for (const menu of menus()) if (menu !== current) closeMenu(menu);
}

function enableHoverForToolsMenu(menu: HTMLDetailsElement) {
  if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
  let timer: number | undefined;
  let lastClosedAt = 0;
  let openedByHover = false;
  menu.addEventListener('pointerenter', () => {
    window.clearTimeout(timer);
    // Moving back in shortly after leaving reopens at once, like a native menu bar.
    const delay = Date.now() - lastClosedAt < NAV_MENU_SKIP_DELAY_MS ? 0 : NAV_MENU_OPEN_DELAY_MS;
    timer = window.setTimeout(() => {
      openedByHover = !menu.open;
      menu.open = true;
    }, delay);
  });
  menu.addEventListener('pointerleave', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      menu.open = false;
      lastClosedAt = Date.now();
    }, NAV_MENU_CLOSE_DELAY_MS);
  });
  menu.querySelector('summary')?.addEventListener('click', (event) => {
    window.clearTimeout(timer);
    // A click on a menu that hovering just opened means "open", not "close again".
    if (openedByHover && menu.open) event.preventDefault();
    openedByHover = false;
  });
  // Escape or an outside click wins over a hover still waiting to open the menu.
  menu.addEventListener('toggle', () => {
    if (!menu.open) {
      window.clearTimeout(timer);
      openedByHover = false;
    }
  });
}

function enhanceSearch(menu: HTMLDetailsElement) {
  const form = menu.querySelector<HTMLFormElement>('form[data-header-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !input) return;
  menu.addEventListener('toggle', () => {
    if (menu.open) input.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!submitSiteSearch(input.value, form.getAttribute('action') ?? undefined)) {
      input.focus();
      return;
    }
    input.value = '';
    closeMenu(menu);
  });
}

export function enhanceSiteHeader() {
  enableThemeChoice();
  for (const menu of menus()) {
    menu.addEventListener('toggle', () => {
      if (menu.open) closeOthers(menu);
    });
    if (menu.dataset.menu === 'tools') enableHoverForToolsMenu(menu);
    if (menu.dataset.menu === 'search') enhanceSearch(menu);
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = menus().find((menu) => menu.open);
    if (open) closeMenu(open, true);
  });

  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const menu of menus()) if (!menu.contains(target)) closeMenu(menu);
  });

  // The header's Subscribe button, and its twin in the phone menu (the header has no room for it there).
  for (const button of document.querySelectorAll<HTMLElement>('[data-site-header] [data-subscribe]')) {
    button.addEventListener('click', () => {
      // Loaded on the first click: its words are per language, and most visits never press Subscribe.
      void import('./newsletterToast').then(({ showNewsletterToast }) => showNewsletterToast());
      const menu = button.closest<HTMLDetailsElement>('details[data-menu]');
      if (menu) closeMenu(menu, true);
    });
  }
}
