/**
 * The header's theme control, invisible until this runs (it could not work without it; its place is
 * kept, so showing it moves nothing): shows it with the current choice, gives the phone menu a copy (one
 * in the HTML is enough for the first round trip), applies and stores a new choice, and follows a choice
 * made in another tab (the storage event). The first paint's theme is the head script's work.
 */
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, type ThemeChoice } from '@/data/theme';
import { parseThemeChoice } from '@/lib/theme';

export function enableThemeChoice() {
  const root = document.documentElement;
  const header = document.querySelector<HTMLSelectElement>('select[data-theme-choice]');
  const menuLabel = document.querySelector<HTMLLabelElement>('label[data-theme-choice]');
  if (!header) return;
  const controls = [header];
  if (menuLabel) {
    // The copy keeps the header's name, and shows at every width the menu does.
    const copy = header.cloneNode(true) as HTMLSelectElement;
    copy.className = 'btn btn-secondary text-sm';
    menuLabel.append(copy);
    controls.push(copy);
  }
  const apply = (choice: ThemeChoice) => {
    root.setAttribute(THEME_ATTRIBUTE, choice);
    for (const control of controls) control.value = choice;
  };
  apply(parseThemeChoice(root.getAttribute(THEME_ATTRIBUTE)));
  header.classList.remove('invisible');
  if (menuLabel) menuLabel.hidden = false;
  for (const control of controls)
    control.addEventListener('change', () => {
      const choice = parseThemeChoice(control.value);
      apply(choice);
      try {
        // "System" is no stored choice: a later change of the system's setting is followed.
        if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
        else localStorage.setItem(THEME_STORAGE_KEY, choice);
      } catch {
        // Storage blocked: the choice holds for this page only.
      }
    });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) apply(parseThemeChoice(event.newValue));
  });
}
