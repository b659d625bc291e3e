/** Keyboard rule of the WAI-ARIA tabs pattern: which tab an arrow, Home or End key moves to. */

/**
 * The index of the tab to focus (and, with automatic activation, select) after `key` on tab `current`
 * of `count`; null for keys the tab list does not handle. Arrows wrap around at either end.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
