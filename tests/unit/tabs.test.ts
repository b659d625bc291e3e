import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from '@/lib/tabs';

describe('tab keyboard rule', () => {
  it('moves right and left, wrapping at either end', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('follows the tabs as seen in a right-to-left page: Left is the next tab', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 4, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 3, 4, 'rtl')).toBe(0);
    expect(tabIndexAfterKey('ArrowRight', 2, 4, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 4, 'rtl')).toBe(3);
    expect(tabIndexAfterKey('Home', 2, 4, 'rtl')).toBe(0);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 4)).toBe(3);
  });

  it('leaves other keys to the browser', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowDown', 'a']) expect(tabIndexAfterKey(key, 1, 4)).toBeNull();
  });

  it('handles an empty tab list', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
