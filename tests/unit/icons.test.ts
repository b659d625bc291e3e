import { describe, expect, it } from 'vitest';
import { ICONS } from '@/data/icons/byName';
import type { IconDrawing } from '@/data/icons/paint';

/** Every drawing module of the folder, by file name. */
const drawingModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, IconDrawing>>(['../../src/data/icons/*.ts', '!**/paint.ts', '!**/byName.ts'], {
      eager: true,
    }),
  ).map(([path, module]) => [path.replace(/^.*\/|\.ts$/g, ''), module]),
);
const drawingFiles = Object.keys(drawingModules);

/** SVG presentation attributes as React spells them, the only ones a paint may set. */
const PAINT_ATTRIBUTES = new Set(['fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin']);

describe('the icon set', () => {
  it('names each drawing after its module, and lists every module by that name', () => {
    expect(drawingFiles.length).toBeGreaterThan(30);
    for (const [name, module] of Object.entries(drawingModules)) {
      expect(Object.keys(module), name).toEqual([name]);
      expect(ICONS[name as keyof typeof ICONS], name).toBe(module[name]);
    }
    expect(Object.keys(ICONS).sort()).toEqual([...drawingFiles].sort());
  });

  it('draws with paths, circles and rects only, closed as a page renders them', () => {
    for (const [name, icon] of Object.entries(ICONS)) {
      expect(icon.body, name).toMatch(/^(<(path|circle|rect)( [a-z-]+="[^"<>]*")+><\/\2>)+$/);
    }
  });

  it('paints with SVG presentation attributes only, on a square box', () => {
    for (const [name, icon] of Object.entries(ICONS)) {
      expect(
        Object.keys(icon.paint).filter((key) => !PAINT_ATTRIBUTES.has(key)),
        name,
      ).toEqual([]);
      expect(icon.viewBox ?? '0 0 24 24', name).toMatch(/^0 0 (\d+) \1$/);
    }
  });
});
