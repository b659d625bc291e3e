/** Reading a stored theme choice (src/data/theme.ts): anything but light or dark is "system". */
import type { ThemeChoice } from '@/data/theme';

export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
