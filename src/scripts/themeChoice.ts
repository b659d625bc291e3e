/**
 * The header's theme control: shows the current choice, applies and stores a new one, and follows a
 * choice made in another tab (the storage event). The first paint's theme is the head script's work.
 */
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, type ThemeChoice } from '@/data/theme';
import { parseThemeChoice } from '@/lib/theme';

export function enableThemeChoice() {
  const root = document.documentElement;
  const controls = [...document.querySelectorAll<HTMLSelectElement>('select[data-theme-choice]')];
  const apply = (choice: ThemeChoice) => {
    root.setAttribute(THEME_ATTRIBUTE, choice);
    for (const control of controls) control.value = choice;
  };
  apply(parseThemeChoice(root.getAttribute(THEME_ATTRIBUTE)));
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
