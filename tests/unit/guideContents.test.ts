import { describe, expect, it } from 'vitest';
import { GUIDE_CONTENTS_MIN_SECTIONS, guideContents } from '@/lib/guideContents';

const h = (depth: number, text: string) => ({ depth, slug: text.toLowerCase().replace(/\s+/g, '-'), text });

describe('guideContents', () => {
  it('lists each h2 with the h3 headings under it', () => {
    expect(
      guideContents([h(2, 'One'), h(3, 'One a'), h(3, 'One b'), h(2, 'Two'), h(2, 'Three'), h(3, 'Three a')]),
    ).toEqual([
      {
        id: 'one',
        text: 'One',
        subsections: [
          { id: 'one-a', text: 'One a' },
          { id: 'one-b', text: 'One b' },
        ],
      },
      { id: 'two', text: 'Two', subsections: [] },
      { id: 'three', text: 'Three', subsections: [{ id: 'three-a', text: 'Three a' }] },
    ]);
  });

  it(`is empty for a guide with fewer than ${GUIDE_CONTENTS_MIN_SECTIONS} sections`, () => {
    expect(guideContents([h(2, 'One'), h(3, 'One a'), h(3, 'One b'), h(2, 'Two')])).toEqual([]);
    expect(guideContents([])).toEqual([]);
  });

  it('leaves out an h3 before the first h2, and headings of other levels', () => {
    const sections = guideContents([
      h(3, 'Intro'),
      h(2, 'One'),
      h(4, 'Deep'),
      h(2, 'Two'),
      h(2, 'Three'),
      h(1, 'Title'),
    ]);
    expect(sections.map((section) => section.id)).toEqual(['one', 'two', 'three']);
    expect(sections.flatMap((section) => section.subsections)).toEqual([]);
  });
});
