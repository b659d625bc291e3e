/** Keyboard rule of the WAI-ARIA tabs pattern: which tab an arrow, Home or End key moves to. */

/**
 * The index of the tab to focus (and, with automatic activation, select) after `key` on tab `current`
 * of `count`; null for keys the tab list does not handle. Arrows follow the tabs as they are seen: in a
 * right-to-left page the next tab is on the left, so Left moves forward. Arrows wrap around at either end.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
