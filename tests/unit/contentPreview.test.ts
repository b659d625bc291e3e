import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@/data/languages';
import { parsePreviewSelection, previewNotice, previewPatterns, requiredTutorialIds } from '@/lib/contentPreview';
import { contentPreviewOnlyInDev } from '@/integrations/contentPreview';
import { activeSelection, contentPattern, translationPattern, previewCounts } from '@/render/contentPreview';

describe('parsePreviewSelection', () => {
  it('reads ids and globs separated by commas or spaces, without extensions or repeats', () => {
    expect(parsePreviewSelection('my-guide, tiktok-*  my-guide.md,notes.mdx')).toEqual([
      'my-guide',
      'tiktok-*',
      'notes',
    ]);
  });

  it('is null when nothing is selected, so the whole collection loads', () => {
    expect(parsePreviewSelection(undefined)).toBeNull();
    expect(parsePreviewSelection(' , ')).toBeNull();
  });

  it('refuses selections outside the collection folder', () => {
    expect(() => parsePreviewSelection('../secrets')).toThrow(/inside the collection folder/);
    expect(() => parsePreviewSelection('/etc/passwd')).toThrow(/inside the collection folder/);
  });
});

describe('previewPatterns', () => {
  it('adds the collection extensions to each selected and required id, once each', () => {
    expect(previewPatterns(['my-guide', 'tiktok-*'], ['my-guide', 'hashtag-strategy'], '{md,mdx}')).toEqual([
      'my-guide.{md,mdx}',
      'tiktok-*.{md,mdx}',
      'hashtag-strategy.{md,mdx}',
    ]);
  });
});

describe('requiredTutorialIds', () => {
  it('keeps the fixed pages and every short-address target', () => {
    expect(
      requiredTutorialIds(['hashtag-strategy'], {
        '/tutorials/a': '/tutorials/guide-a',
        '/tutorials/b': '/tutorials/guide-a',
      }),
    ).toEqual(['hashtag-strategy', 'guide-a']);
  });
});

describe('previewNotice', () => {
  it('says how much of each collection is loaded', () => {
    expect(previewNotice({ tutorials: { loaded: 6, total: 10_006 }, trends: { loaded: 1, total: 7 } })).toBe(
      'Partial preview: 6 of 10,006 tutorials and 1 of 7 trends loaded',
    );
  });
});

describe('the content collections in a preview', () => {
  it('drop the selection for every command but astro dev, so builds load everything', () => {
    const setup = contentPreviewOnlyInDev().hooks['astro:config:setup'] as (options: unknown) => void;
    const logger = { warn: vi.fn() };
    const updateConfig = vi.fn();
    try {
      for (const [command, kept] of [
        ['dev', true],
        ['build', false],
        ['sync', false],
        ['preview', false],
      ] as const) {
        process.env.CONTENT_PREVIEW = 'tiktok-safety-guide';
        setup({ command, logger, updateConfig });
        expect(activeSelection(), command).toEqual(kept ? ['tiktok-safety-guide'] : null);
      }
      expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/ignored outside the dev server/));
      // Only the dev server is told to stop watching the content files the preview leaves out.
      expect(updateConfig).toHaveBeenCalledTimes(1);
    } finally {
      delete process.env.CONTENT_PREVIEW;
    }
  });

  it('load every file without a selection, translations in collections of their own', () => {
    // Every language but English has a folder of its own (src/content/trends/ar/).
    const translated = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);
    const withoutTranslations = translated.map((language) => `!${language}/**`);
    expect(contentPattern('tutorials')).toEqual(['**/*.{md,mdx}', ...withoutTranslations]);
    expect(contentPattern('trends')).toEqual(['**/*.md', ...withoutTranslations]);
    expect(contentPattern('trends')).toContain('!ar/**');
    expect(translationPattern('tutorials')).toEqual(translated.map((language) => `${language}/**/*.{md,mdx}`));
    expect(translationPattern('trends')).toEqual(translated.map((language) => `${language}/**/*.md`));
    expect(translationPattern('trends')).toContain('ar/**/*.md');
  });

  it('count the selected tutorials with the ones the site links to, and keep one trend for the home page', () => {
    const counts = previewCounts(['tiktok-editing-tips-for-beginners']);
    // The editing tips, hashtag-strategy and the four short-address targets: all six real tutorials.
    expect(counts?.tutorials).toEqual({ loaded: 6, total: 6 });
    expect(counts?.trends).toEqual({ loaded: 1, total: 7 });
    expect(previewCounts(['duet-*'])?.trends).toEqual({ loaded: 1, total: 7 });
    expect(previewCounts(['*'])?.trends).toEqual({ loaded: 7, total: 7 });
  });
});
