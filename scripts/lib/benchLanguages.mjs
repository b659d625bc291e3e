// What the second language costs a large site (`node scripts/bench-scale.mjs --languages`). Four copies
// of the project with the same synthetic English tutorials, built and indexed alternately, each one's
// fastest round kept, every page rendered each time (no incremental build record):
//   English only:           the language list cut to English, no translations (the site before languages);
//   English and Spanish:    the site as it is, no translations: only the interface pages are added;
//   + translated:           the same, with TRANSLATED of the tutorials translated into Spanish;
//   + more English:         the same as English and Spanish, with TRANSLATED more English tutorials.
// The first two compare the machinery's cost (target: at most 5 % more); the last two, a Spanish page's
// cost against an English page's (the same number of pages added each way), in time and in bytes.
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { linkNodeModules, measure } from './benchProcess.mjs';
import { syntheticTutorial, writeTutorials } from './syntheticTutorials.mjs';

/** How many tutorials are translated (and, for the comparison, added in English), at most. */
const TRANSLATED = 1000;
/** The issue's bound on what the languages machinery may add to a build without translations. */
const TARGET_MACHINERY_SHARE = 0.05;
const LANGUAGES_MODULE = 'src/data/languages.ts';
const LANGUAGE_LIST = /export const LANGUAGE_CODES = \[[^\]]*\] as const;/;
const CONTENT_FOLDERS = ['src/content/tutorials', 'src/content/trends'];
const INCREMENTAL_RECORD = '.cache/astro/incremental-build.json';

const s = (seconds) => `${seconds.toFixed(1)} s`;
const percent = (share) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;
const id = (index) => `bench-${String(index).padStart(5, '0')}`;

/** A copy of `source` (its own dist/ and caches left behind), linked to the project's packages. */
async function variantOf(source, target, root) {
  await cp(source, target, {
    recursive: true,
    filter: (path) => !/\/(node_modules|dist|\.cache)(\/|$)/.test(path.slice(source.length)),
  });
  await linkNodeModules(target, root);
  // No translation but the ones a variant writes itself.
  for (const folder of CONTENT_FOLDERS) {
    for (const entry of await readdir(join(target, folder), { withFileTypes: true })) {
      if (entry.isDirectory()) await rm(join(target, folder, entry.name), { recursive: true, force: true });
    }
  }
  return target;
}

/** The site with English alone in its language list: one language, as before languages existed. */
async function englishOnly(copy) {
  const file = join(copy, LANGUAGES_MODULE);
  const code = await readFile(file, 'utf8');
  if (!LANGUAGE_LIST.test(code)) throw new Error(`${LANGUAGES_MODULE}: no LANGUAGE_CODES list to cut to English`);
  await writeFile(file, code.replace(LANGUAGE_LIST, "export const LANGUAGE_CODES = ['en'] as const;"));
}

/** A Spanish translation of synthetic tutorial `index`: its own title and description, the same body. */
function translation(index, shapes) {
  const english = syntheticTutorial(index, { shapes });
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(english);
  const field = (name) => new RegExp(`^${name}: (.*)$`, 'm').exec(frontmatter)[1];
  return `---\ntitle: ${JSON.stringify(`Guía: ${JSON.parse(field('title'))}`)}\ndescription: ${JSON.stringify(
    `En español: ${JSON.parse(field('description'))}`,
  )}\n---\n${body}`;
}

async function writeTranslations(copy, count, shapes) {
  const folder = join(copy, 'src/content/tutorials/es');
  await mkdir(folder, { recursive: true });
  for (let start = 0; start < count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, (_, i) =>
        writeFile(join(folder, `${id(start + i)}.md`), translation(start + i, shapes)),
      ),
    );
  }
}

/** The HTML pages a build wrote. */
async function countPages(dist) {
  const files = await readdir(dist, { recursive: true });
  return files.filter((file) => file.endsWith('.html')).length;
}

/** Mean gzip size of the tutorial pages under `prefix` for the first `count` synthetic tutorials. */
async function meanPageGzip(dist, prefix, count) {
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += gzipSync(await readFile(join(dist, prefix, 'tutorials', id(i), 'index.html')), { level: 9 }).length;
  }
  return total / count;
}

/**
 * Builds each variant `rounds` times, alternating, and prints the comparison. `full` is a copy of the
 * project holding `size` synthetic tutorials; the variants are made beside it.
 */
export async function benchLanguages({ full, base, root, size, shapes, rounds, astro, pagefind }) {
  const added = Math.min(TRANSLATED, size);
  const variants = {
    englishOnly: { label: 'English only (no language list)', folder: join(base, 'english-only') },
    languages: { label: 'English and Spanish, no translations', folder: join(base, 'languages') },
    translated: {
      label: `... with ${added.toLocaleString('en-US')} translated`,
      folder: join(base, 'translated'),
    },
    moreEnglish: {
      label: `... with ${added.toLocaleString('en-US')} more English instead`,
      folder: join(base, 'more-english'),
    },
  };
  for (const variant of Object.values(variants)) await variantOf(full, variant.folder, root);
  await englishOnly(variants.englishOnly.folder);
  await writeTranslations(variants.translated.folder, added, shapes);
  await writeTutorials(join(variants.moreEnglish.folder, 'src/content/tutorials'), size + added, { shapes });

  for (let round = 0; round < rounds; round++) {
    const line = [];
    for (const [name, variant] of Object.entries(variants)) {
      await rm(join(variant.folder, 'dist'), { recursive: true, force: true });
      await rm(join(variant.folder, INCREMENTAL_RECORD), { force: true });
      const build = await measure(`${variant.label}: astro build`, [astro, 'build'], variant.folder);
      const index = await measure(`${variant.label}: pagefind`, [pagefind, '--site', 'dist'], variant.folder);
      const seconds = build.seconds + index.seconds;
      if (!variant.best || seconds < variant.best.seconds) {
        variant.best = { seconds, build: build.seconds, pages: await countPages(join(variant.folder, 'dist')) };
      }
      line.push(`${name} ${s(seconds)}`);
    }
    console.log(`round ${round + 1}: ${line.join(', ')}`);
  }

  console.log(
    `\nlanguages at ${size.toLocaleString('en-US')} tutorials (astro build + pagefind, fastest of ${rounds}):`,
  );
  for (const { label, best } of Object.values(variants)) {
    console.log(
      `  ${label.padEnd(44)} ${s(best.seconds).padStart(8)}  (build ${s(best.build)}, ${best.pages.toLocaleString('en-US')} pages)`,
    );
  }
  const { englishOnly: before, languages, translated, moreEnglish } = variants;
  const machinery = languages.best.seconds / before.best.seconds - 1;
  const verdict = machinery <= TARGET_MACHINERY_SHARE ? 'ok' : 'OVER TARGET';
  console.log(
    `languages without translations: ${percent(machinery)} build time (target <= ${percent(TARGET_MACHINERY_SHARE)}: ${verdict})`,
  );
  const perSpanish = ((translated.best.seconds - languages.best.seconds) / added) * 1000;
  const perEnglish = ((moreEnglish.best.seconds - languages.best.seconds) / added) * 1000;
  console.log(
    `one more page: ${perSpanish.toFixed(1)} ms a Spanish tutorial, ${perEnglish.toFixed(1)} ms an English one ` +
      `(${added.toLocaleString('en-US')} of each added to the same site)`,
  );
  const [spanishBytes, englishBytes] = await Promise.all([
    meanPageGzip(join(translated.folder, 'dist'), 'es', added),
    meanPageGzip(join(translated.folder, 'dist'), '', added),
  ]);
  console.log(
    `page weight: a translated tutorial ${(spanishBytes / 1000).toFixed(1)} kB (gzip -9 HTML), its English page ` +
      `${(englishBytes / 1000).toFixed(1)} kB`,
  );
}
