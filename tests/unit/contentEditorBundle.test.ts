// The content editor's files: the installed Sveltia CMS bundle with its CDN addresses pointed at files
// beside it, and those files (fonts, translations, the version) from the project's dependencies.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentEditorFiles, rewriteEditorBundle } from '@/integrations/contentEditor';
import { readDeploySettings } from '@/integrations/deploySettings';

const SVELTIA = 'node_modules/@sveltia/cms';
const installedBundle = () => readFileSync(`${SVELTIA}/dist/sveltia-cms.js`, 'utf8');
const sveltiaVersion = () =>
  (JSON.parse(readFileSync(`${SVELTIA}/package.json`, 'utf8')) as { version: string }).version;

/** Each font file beside the editor and the @fontsource file it must be. */
const FONTS = {
  'fonts/source-sans-3-latin-wght-normal.woff2':
    'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'fonts/noto-mono-latin-400-normal.woff2': 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  'fonts/material-symbols-outlined-latin-wght-normal.woff2':
    'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
};

describe('rewriteEditorBundle on the installed bundle', () => {
  const original = installedBundle();
  const rewritten = rewriteEditorBundle(original);

  it('starts from a bundle that asks the CDNs (or the test proves nothing)', () => {
    expect(original).toContain('cdn.jsdelivr.net');
    expect(original).toMatch(/`\$\{[\w$]+\}\/package\.json`/);
    expect(original).toMatch(/`\$\{[\w$]+\}@\$\{[\w$]+\}\/locales`/);
  });

  it('asks no CDN for fonts', () => {
    expect(rewritten).not.toContain('cdn.jsdelivr.net');
  });

  it('reads its version from version.json beside it, not from package.json on unpkg', () => {
    expect(rewritten).not.toMatch(/\}\/package\.json`/);
    expect(rewritten).toContain('`version.json`');
  });

  it('reads its translations from the locales folder beside it, not from unpkg', () => {
    expect(rewritten).not.toMatch(/`\$\{[^`]*\}@\$\{[^`]*\}\/locales`/);
    expect(rewritten).toContain('`locales`');
  });

  it('lets the page be zoomed: its viewport no longer has maximum-scale=1', () => {
    expect(original).toContain('`maximum-scale=1`');
    expect(rewritten).not.toContain('maximum-scale');
    expect(rewritten).toContain('`initial-scale=1`,`interactive-widget=resizes-content`');
  });

  it('reads the validity of a language with no values yet as none, instead of throwing', () => {
    expect(original).toMatch(/Object\.values\([\w$]+\([\w$]+\)\[[\w$]+\]\)/);
    expect(rewritten).not.toMatch(/Object\.values\([\w$]+\([\w$]+\)\[[\w$]+\]\)/);
    expect(rewritten).toMatch(/Object\.values\([\w$]+\([\w$]+\)\[[\w$]+\]\?\?\{\}\)/);
  });

  it('loads Immutable.js (for its event listeners) from the file beside it, not from unpkg', () => {
    expect(original).toMatch(/\(`immutable`,`dist\/immutable\.es\.js`\)/);
    expect(rewritten).not.toContain('`immutable`');
    expect(rewritten).toContain('import(new URL(`immutable.es.js`,document.baseURI).href)');
  });

  it('loads each font from the fonts folder beside it', () => {
    for (const file of Object.keys(FONTS)) expect(rewritten.split(file)).toHaveLength(2);
  });

  it('changes nothing else', () => {
    // Fonts, translations and version: five addresses, each now shorter than the CDN's; one viewport
    // option; one guard of four characters; one import, 15 characters longer.
    expect(rewritten.length).toBeLessThan(original.length);
    expect(original.length - rewritten.length).toBeLessThan(600);
  });
});

describe('rewriteEditorBundle when the bundle changed', () => {
  const rewrite = { what: 'the sample address', find: /https:\/\/cdn\.example\/a\.js/g, replace: 'a.js' };

  it('rewrites an address that appears once', () => {
    expect(rewriteEditorBundle('load("https://cdn.example/a.js")', [rewrite])).toBe('load("a.js")');
  });

  it('stops, naming what is missing and where the rewrites are', () => {
    const rewrite = () => rewriteEditorBundle('console.log("a bundle without fonts")');
    expect(rewrite).toThrow(Error);
    expect(rewrite).toThrow(/the font https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3/);
    expect(rewrite).toThrow(/version check/);
    expect(rewrite).toThrow('src/integrations/contentEditor.ts');
  });

  it('stops on an address that appears twice, naming it', () => {
    const twice = 'load("https://cdn.example/a.js"); load("https://cdn.example/a.js")';
    expect(() => rewriteEditorBundle(twice, [rewrite])).toThrow(
      /the sample address.*src\/integrations\/contentEditor\.ts/,
    );
  });

  it('stops on a missing address, naming only the missing one', () => {
    const other = { what: 'the other address', find: /https:\/\/cdn\.example\/b\.js/g, replace: 'b.js' };
    const error = (() => {
      try {
        rewriteEditorBundle('load("https://cdn.example/a.js")', [rewrite, other]);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain('the other address');
    expect(error!.message).not.toContain('the sample address');
  });
});

describe('contentEditorFiles', () => {
  const files = contentEditorFiles(readDeploySettings({}));
  const text = (name: string) => {
    const body = files.get(name);
    if (body === undefined) throw new Error(`no ${name}`);
    return body.toString();
  };

  it('has the page, the configuration, the bundle, the version, the fonts and the translations', () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'index.html',
        'config.json',
        'sveltia-cms.js',
        'version.json',
        'immutable.es.js',
        'translation-records.js',
        'translations/index.html',
        ...Object.keys(FONTS),
        'locales/en-US.json',
      ]),
    );
    expect([...files.keys()].filter((name) => name.startsWith('fonts/')).sort()).toEqual(Object.keys(FONTS).sort());
  });

  it('writes a configuration of both collections', () => {
    const config = JSON.parse(text('config.json')) as { collections: { name: string }[] };
    expect(config.collections.map((collection) => collection.name)).toEqual(['tutorials', 'trends']);
  });

  it('serves the rewritten bundle', () => {
    expect(text('sveltia-cms.js')).toBe(rewriteEditorBundle(installedBundle()));
  });

  it('answers the version check with the installed version', () => {
    expect(JSON.parse(text('version.json'))).toEqual({ version: sveltiaVersion() });
  });

  it('serves the fonts of the @fontsource packages, as they are', () => {
    for (const [name, from] of Object.entries(FONTS)) {
      const font = files.get(name) as Buffer;
      expect(font.subarray(0, 4).toString('latin1'), name).toBe('wOF2');
      expect(font.equals(readFileSync(from)), name).toBe(true);
    }
  });

  it('serves the Immutable.js the editor installed, as it is', () => {
    const installed = readFileSync('node_modules/immutable/dist/immutable.es.js');
    expect((files.get('immutable.es.js') as Buffer).equals(installed)).toBe(true);
  });

  it('serves every translation of the package', () => {
    const locales = readdirSync(`${SVELTIA}/locales`);
    expect(locales).toContain('en-US.json');
    for (const name of locales)
      expect((files.get(`locales/${name}`) as Buffer).equals(readFileSync(`${SVELTIA}/locales/${name}`)), name).toBe(
        true,
      );
  });

  it('is empty when PUBLIC_CMS=false', () => {
    expect(contentEditorFiles(readDeploySettings({ PUBLIC_CMS: 'false' })).size).toBe(0);
  });
});
