// A guide as long as authors write them (tests/fixtures/long-guide: about 2,750 words in English and
// 2,250 in Arabic, headings at two levels, lists, a table, a picture, quotes and code), built into a
// copy of the site and checked like every other page: the first-screen budget, both HTML checkers,
// its "On this page" list and section links, and search finding a word of its last section. The
// browser checks (axe, layout shifts, offline, the list's behaviour) are tests/e2e/long-guide.spec.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './siteCopy';
import { LONG_GUIDE, longGuideBuild } from '../e2e/fixtureBuilds';
import { builtSite, attribute, textOf, type BuiltSite } from '../built/builtSite';
import { openSiteSearch } from '../built/siteSearchIndex';
import { DICTIONARIES } from '@/i18n';
import { FIRST_SCREEN_BYTES } from '../../scripts/budgets.ts';

const FIXTURE = join(ROOT, 'tests/fixtures/long-guide/tutorials');
const GUIDES = [
  { language: 'en', route: `/tutorials/${LONG_GUIDE.id}`, source: join(FIXTURE, `${LONG_GUIDE.id}.md`), words: 2500 },
  {
    language: 'ar',
    route: `/ar/tutorials/${LONG_GUIDE.id}`,
    source: join(FIXTURE, `ar/${LONG_GUIDE.id}.md`),
    words: 2000,
  },
] as const;

let dist = '';
let site: BuiltSite;

beforeAll(async () => {
  dist = await longGuideBuild();
  site = builtSite(dist, '/');
}, 600_000);

/** The words of a markdown file's body (after its frontmatter), as `wc -w` counts them. */
const bodyWords = (file: string) =>
  readFileSync(file, 'utf8').split(/^---$/m).slice(2).join('---').split(/\s+/).filter(Boolean).length;

describe.each(GUIDES)('the long guide in $language', ({ language, route, source, words }) => {
  it(`is at least ${words} words long and built with its picture, table, quotes and code`, () => {
    expect(bodyWords(source)).toBeGreaterThanOrEqual(words);
    const { status, page } = site.page(route);
    expect(status).toBe(200);
    const body = page.one('.prose-body')!;
    expect(body).not.toBeNull();
    const picture = page.one('.prose-body img')!;
    expect(attribute(picture, 'width')).toBeTruthy();
    expect(attribute(picture, 'alt')).toBeTruthy();
    for (const selector of [
      '.prose-body table',
      '.prose-body blockquote',
      '.prose-body pre code',
      '.prose-body ol ul, .prose-body ul ul, .prose-body ol ol',
    ])
      expect(page.one(selector), selector).not.toBeNull();
  });

  it('lists every section and subsection in "On this page", both forms, each linking a heading of the page', () => {
    const { page } = site.page(route);
    const t = DICTIONARIES[language].tutorial;
    const headings = page.all('.prose-body h2, .prose-body h3');
    const ids = headings.map((heading) => attribute(heading, 'id'));
    expect(new Set(ids).size, 'unique ids').toBe(ids.length);
    for (const variant of ['folded', 'beside']) {
      expect(textOf(page.one(`#guide-contents-${variant}`)!)).toBe(t.contents);
      const list = variant === 'folded' ? 'details.guide-contents' : 'nav[aria-labelledby="guide-contents-beside"]';
      const links = page.all(`${list} a`);
      expect(links.map((link) => attribute(link, 'href'))).toEqual(ids.map((id) => `#${id}`));
    }
  });

  it('gives each section heading a link to its address, named in the page language', () => {
    const { page } = site.page(route);
    const name = DICTIONARIES[language].tutorial.sectionLink;
    const headings = page.all('.prose-body .heading-with-link > :is(h2, h3)');
    const links = page.all('.prose-body .heading-with-link > .heading-link');
    expect(headings.length).toBe(page.all('.prose-body h2, .prose-body h3').length);
    expect(links.map((link) => [attribute(link, 'href'), attribute(link, 'aria-label')])).toEqual(
      headings.map((heading) => [`#${attribute(heading, 'id')}`, name.replace('{heading}', textOf(heading))]),
    );
  });
});

describe('the long guide against the budgets and checkers', () => {
  it('keeps each first screen within one round trip while the whole page is past it', () => {
    const report = execFileSync(
      process.execPath,
      [
        'scripts/check-budgets.mjs',
        '--dist',
        dist,
        '--pages',
        `^(/ar)?/(tutorials/${LONG_GUIDE.id})?$`,
        '--verify-all',
        '--json',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const rows = JSON.parse(report.slice(0, report.lastIndexOf(']') + 1)) as {
      route: string;
      firstScreenBr: number;
      firstScreenGzip: number;
      wholeBr: number;
      wholeGzip: number;
    }[];
    for (const { route } of GUIDES) {
      const row = rows.find((candidate) => candidate.route === route)!;
      console.log(route, row);
      expect(row.firstScreenBr).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
      expect(row.firstScreenGzip).toBeLessThanOrEqual(FIRST_SCREEN_BYTES);
      expect(row.wholeGzip, 'the test means something: the whole page is past one round trip').toBeGreaterThan(
        FIRST_SCREEN_BYTES,
      );
    }
  }, 180_000);

  it('passes both HTML checkers', () => {
    const pages = GUIDES.map(({ route }) => join(dist, route, 'index.html'));
    const validate = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/html-validate/bin/html-validate.mjs'),
        '--config',
        join(ROOT, '.htmlvalidate.mjs'),
        ...pages,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
    const nu = spawnSync(process.execPath, ['scripts/check-html-nu.mjs', dist], { cwd: ROOT, encoding: 'utf8' });
    expect(nu.status, nu.stdout + nu.stderr).toBe(0);
  }, 120_000);
});

describe('searching the long guide', () => {
  it.each(GUIDES)('finds it in $language by a word of its last section only', async ({ language, route }) => {
    const search = await openSiteSearch(site, language);
    const { links } = await search(LONG_GUIDE.lastSectionWord[language]);
    expect(links).toContain(route);
  });
});
