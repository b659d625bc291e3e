/** Reading a stored theme choice (src/data/theme.ts): anything unexpected is "system". */
import { THEME_CHOICES, type ThemeChoice } from '@/data/theme';

export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice.value === value)?.value ?? 'system';
}
