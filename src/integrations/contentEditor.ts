/**
 * The content editor at /admin/: Sveltia CMS from the project's dependencies, self-hosted. A build
 * writes its files into the output; the dev server answers them from memory, so an author running
 * `npm run dev` or `npm run write` edits the project folder at http://localhost:4321/admin/.
 *
 * The installed bundle asks a CDN for three fonts, for its translations, for its latest version
 * number and for Immutable.js (which it loads once an event listener is registered, as the translation
 * records' listener is). Its copy here has those addresses pointed at files beside it (the fonts from
 * their @fontsource packages, the translations from its own package, Immutable.js from the version it
 * installed): the editor then runs with no host but the site and GitHub, offline included. It also stops pinch-zoom, which its copy here allows again. Each rewrite must match the bundle
 * exactly once, so an upgrade that changes one stops the build here instead of shipping a CDN request.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATION_STATUS_PAGE, contentEditorConfig, contentEditorFolder } from '../lib/contentEditorConfig';
import { EDITOR_CONFIG, EDITOR_SCRIPT, EDITOR_TRANSLATION_SCRIPT, contentEditorPage } from '../lib/contentEditorPage';
import { translationHookScript, translationStatusPage } from './contentEditorTranslations';
import { translationReport } from './translationReport';
import type { DeploySettings } from './deploySettings';

const require = createRequire(import.meta.url);

/** A file of an installed package (its folder is found from its entry point: not every package exports package.json). */
function packageFile(name: string, file: string, resolver = require): string {
  let folder = dirname(resolver.resolve(name));
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder);
  return join(folder, file);
}

/** The file the editor's version check reads instead of the CDN's package.json. */
const VERSION_FILE = 'version.json';
/** The editor's translations (one JSON file per language), read when the browser's language is not English. */
const LOCALES_FOLDER = 'locales';
/** Immutable.js as the editor installed it, which its event listeners' entries are made of. */
const IMMUTABLE = {
  file: 'immutable.es.js',
  from: packageFile('immutable', 'dist/immutable.es.js', createRequire(packageFile('@sveltia/cms', 'package.json'))),
};

/** A CDN address in the bundle and the file beside the page that replaces it. */
interface BundleRewrite {
  what: string;
  find: RegExp;
  replace: string;
}

/** The fonts the editor's styles name, each from its @fontsource package at the version the bundle asks. */
const EDITOR_FONTS = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    from: packageFile('@fontsource-variable/source-sans-3', 'files/source-sans-3-latin-wght-normal.woff2'),
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    from: packageFile('@fontsource/noto-mono', 'files/noto-mono-latin-400-normal.woff2'),
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    from: packageFile(
      '@fontsource-variable/material-symbols-outlined',
      'files/material-symbols-outlined-latin-wght-normal.woff2',
    ),
  },
].map((font) => ({ ...font, file: `fonts/${font.from.split('/').pop()}` }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BUNDLE_REWRITES: readonly BundleRewrite[] = [
  ...EDITOR_FONTS.map(({ cdn, file }) => ({
    what: `the font ${cdn}`,
    find: new RegExp(escape(cdn), 'g'),
    replace: file,
  })),
  {
    what: 'the translations folder (`${…}@${…}/locales` on unpkg)',
    find: /`\$\{[\w$]+\}@\$\{[\w$]+\}\/locales`/g,
    replace: `\`${LOCALES_FOLDER}\``,
  },
  {
    // Sveltia adds a viewport with maximum-scale=1 (against zooming in on a field as it is focused),
    // which also stops pinch-zoom on Android: text must stay zoomable (WCAG 1.4.4).
    what: 'the viewport option `maximum-scale=1`',
    find: /`maximum-scale=1`,/g,
    replace: '',
  },
  {
    // An entry that starts in English only (the i18n option initial_locales) has no values, so no
    // validity, in its other languages; the locale switcher reads one for each language unguarded as
    // it redraws on Save, and the TypeError stops the save.
    what: "the locale switcher's validity lookup (`Object.values(…[locale])`)",
    find: /Object\.values\(([\w$]+)\(([\w$]+)\)\[([\w$]+)\]\)/g,
    replace: 'Object.values($1($2)[$3]??{})',
  },
  {
    // A module import: resolved against the page, so the file beside it.
    what: 'the Immutable.js import (`immutable`, `dist/immutable.es.js` on unpkg)',
    find: /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g,
    replace: `import(new URL(\`${IMMUTABLE.file}\`,document.baseURI).href)`,
  },
  {
    what: 'the version check (`${…}/package.json` on unpkg)',
    find: /`\$\{[\w$]+\}\/package\.json`/g,
    replace: `\`${VERSION_FILE}\``,
  },
];

/** The bundle with each rewrite applied; throws naming each rewrite that did not match exactly once. */
export function rewriteEditorBundle(code: string, rewrites: readonly BundleRewrite[] = BUNDLE_REWRITES): string {
  const unmatched = rewrites.filter(({ find }) => (code.match(find) ?? []).length !== 1);
  if (unmatched.length > 0)
    throw new Error(
      `content editor: the installed @sveltia/cms no longer has exactly one of ${unmatched.map(({ what }) => what).join(', ')}; ` +
        'update the rewrites in src/integrations/contentEditor.ts',
    );
  return rewrites.reduce((result, { find, replace }) => result.replace(find, replace), code);
}

/** Every file of the editor, by its path inside the editor's folder. */
export function contentEditorFiles(deploy: DeploySettings): Map<string, string | Buffer> {
  const editor = deploy.contentEditor;
  if (!editor) return new Map();
  const version = (JSON.parse(readFileSync(packageFile('@sveltia/cms', 'package.json'), 'utf8')) as { version: string })
    .version;
  const config = contentEditorConfig({ ...editor, site: deploy.site, base: deploy.base });
  return new Map<string, string | Buffer>([
    ['index.html', contentEditorPage(deploy.base)],
    [EDITOR_CONFIG, `${JSON.stringify(config, null, 2)}\n`],
    [EDITOR_SCRIPT, rewriteEditorBundle(readFileSync(packageFile('@sveltia/cms', `dist/${EDITOR_SCRIPT}`), 'utf8'))],
    [EDITOR_TRANSLATION_SCRIPT, translationHookScript()],
    [
      `${TRANSLATION_STATUS_PAGE}index.html`,
      translationStatusPage(translationReport(), contentEditorFolder(deploy.base), false),
    ],
    [VERSION_FILE, `${JSON.stringify({ version })}\n`],
    [IMMUTABLE.file, readFileSync(IMMUTABLE.from)],
    ...EDITOR_FONTS.map(({ file, from }): [string, Buffer] => [file, readFileSync(from)]),
    ...readdirSync(packageFile('@sveltia/cms', LOCALES_FOLDER)).map((name): [string, Buffer] => [
      `${LOCALES_FOLDER}/${name}`,
      readFileSync(packageFile('@sveltia/cms', `${LOCALES_FOLDER}/${name}`)),
    ]),
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
};

/** The editor at /admin/ with these deploy settings; nothing when PUBLIC_CMS=false. */
export function contentEditor(deploy: DeploySettings): AstroIntegration {
  const folder = contentEditorFolder(deploy.base);
  return {
    name: 'site:content-editor',
    hooks: {
      'astro:server:setup': ({ server }) => {
        if (!deploy.contentEditor) return;
        let files: Map<string, string | Buffer> | undefined;
        server.middlewares.use((request, response, next) => {
          const path = request.url?.split('?')[0] ?? '';
          if (path === folder.slice(0, -1)) {
            response.writeHead(301, { Location: folder }).end();
            return;
          }
          if (!path.startsWith(folder)) return next();
          // Read on the first request, so a dev server that never opens the editor never reads the bundle.
          // Its "open the site" links go to this dev server, where drafts and scheduled entries show.
          files ??= contentEditorFiles({ ...deploy, site: `http://${request.headers.host ?? 'localhost'}` });
          const name = `${path.slice(folder.length)}${path.endsWith('/') ? 'index.html' : ''}`;
          // The translations' status as the files stand now, as an author edits them.
          const body =
            name === `${TRANSLATION_STATUS_PAGE}index.html`
              ? translationStatusPage(translationReport(), folder, true)
              : files.get(name);
          if (body === undefined) return next();
          response.writeHead(200, {
            'Content-Type': CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
          });
          response.end(body);
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const files = contentEditorFiles(deploy);
        if (files.size === 0) return;
        const target = join(fileURLToPath(dir), folder.slice(deploy.base.length));
        let bytes = 0;
        for (const [name, body] of files) {
          mkdirSync(dirname(join(target, name)), { recursive: true });
          writeFileSync(join(target, name), body);
          bytes += Buffer.byteLength(body);
        }
        logger.info(`${folder}: the content editor, ${files.size} files, ${(bytes / 1024).toFixed(0)} KiB`);
      },
    },
  };
}
