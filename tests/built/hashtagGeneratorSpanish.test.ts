// The hashtag generator in Spanish (/es/tools/hashtag-generator) as built: its texts from the Spanish
// dictionary and none of the English ones, its island handed only the Spanish texts, only the Spanish
// hashtag pools downloadable and none of them loaded with the page, and the English page unchanged.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_BUILD, attribute, shownText, textOf, type BuiltPage } from './builtSite';
import { pageJavaScript } from '../../scripts/lib/pageAssets.mjs';
import { HASHTAG_VOCABULARY as ENGLISH } from '@/data/hashtagVocabularies/en';
import { HASHTAG_VOCABULARY as SPANISH } from '@/data/hashtagVocabularies/es';
import { NICHE_IDS } from '@/data/niches';
import { DICTIONARIES } from '@/i18n';

const site = ROOT_BUILD;
const english = DICTIONARIES.en.hashtagGenerator;
const spanish = DICTIONARIES.es.hashtagGenerator;

function open(path: string): BuiltPage {
  const { status, page } = site.page(path);
  expect(status, path).toBe(200);
  return page;
}

/** The island's props as the page hands them over (Astro's serialised form, decoded). */
function islandProps(page: BuiltPage): string {
  const island = page.one('astro-island[component-url*="HashtagGenerator"]');
  expect(island).not.toBeNull();
  return attribute(island, 'props') ?? '';
}

/** Every text of a dictionary slice, nested groups and lists included. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Pool tags only one of the two languages has. */
const only = (pools: typeof ENGLISH.pools, other: typeof ENGLISH.pools) => {
  const theirs = new Set(Object.values(other).flat());
  return [...new Set(Object.values(pools).flat())].filter((tag) => !theirs.has(tag));
};
const SPANISH_ONLY_TAGS = only(SPANISH.pools, ENGLISH.pools);
const ENGLISH_ONLY_TAGS = only(ENGLISH.pools, SPANISH.pools);

/** Whether minified code holds `word` as a whole entry of a list (quoted, or between the dots of a list it splits). */
const holds = (code: string, word: string) =>
  new RegExp(`[\`"'.]${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`"'.]`, 'u').test(code);

describe('/es/tools/hashtag-generator', () => {
  const page = open('/es/tools/hashtag-generator/');
  const main = page.one('main')!;
  const shown = shownText(main);

  it('is a Spanish page with the Spanish title and description', () => {
    expect(attribute(page.one('html'), 'lang')).toBe('es');
    expect(textOf(page.one('title')!)).toContain(spanish.title);
    expect(attribute(page.one('meta[name="description"]'), 'content')).toBe(spanish.description);
    expect(textOf(page.one('h1')!)).toBe(spanish.title);
    expect(attribute(page.one('link[rel="alternate"][hreflang="en"]'), 'href')).toMatch(
      /\/tools\/hashtag-generator\/$/,
    );
  });

  it('shows the form in Spanish: labels, translated niche chips, the stepper and the guidance', () => {
    expect(shown).toContain(spanish.generator.topicLabel);
    expect(attribute(page.one('input[type="text"]'), 'placeholder')).toBe(spanish.generator.topicPlaceholder);
    expect(attribute(page.one('textarea'), 'placeholder')).toBe(spanish.generator.descriptionPlaceholder);
    const chips = page.all('input[type="radio"][name="niche"]');
    expect(chips.map((chip) => attribute(chip, 'value'))).toEqual([...NICHE_IDS]);
    const chipNames = chips.map((chip) => textOf(chip.parent as never));
    expect(chipNames).toEqual(NICHE_IDS.map((niche) => spanish.generator.niches[niche]));
    expect(chipNames).toContain('Comida');
    expect(attribute(page.one('button[aria-label="Menos hashtags"]'), 'aria-label')).toBe(spanish.generator.fewer);
    expect(shown).toContain('Se recomiendan 7-15 hashtags; se permiten como máximo 30 por publicación.');
    expect(textOf(page.one('main button[type="submit"]')!)).toBe('Generar hashtags');
  });

  it('gives the strategy tips in Spanish with the 5-5-5 method, 7-15 recommended and at most 30', () => {
    expect(shown).toContain(spanish.tips.heading);
    expect(shown).toContain('Usa el método 5-5-5');
    expect(shown).toContain('Se recomiendan 7-15 hashtags');
    expect(shown).toContain('Como máximo 30 por publicación');
    // Percentages as Spanish writes them, with a no-break space before the sign.
    expect(page.html).toContain('30\u00A0% de hashtags en tendencia');
    expect(shown).toContain(spanish.pro.heading);
  });

  it('links the Spanish guide (it is translated), and sends the Pro vote to the page in its language', () => {
    const guide = page.all('a').find((link) => textOf(link).startsWith(spanish.tips.guideLink))!;
    expect(attribute(guide, 'href')).toBe('/es/tutorials/hashtag-strategy');
    expect(attribute(guide, 'hreflang')).toBeUndefined();
    expect(textOf(guide)).toBe(spanish.tips.guideLink);
    expect(site.fileFor(attribute(guide, 'href')!)).not.toBeNull();
    const vote = page.all('a').find((link) => textOf(link) === spanish.pro.voteLink)!;
    expect(site.fileFor(attribute(vote, 'href')!), attribute(vote, 'href')).not.toBeNull();
  });

  it('shows none of the English texts that Spanish words differently', () => {
    const spanishTexts = new Set(textsOf(spanish));
    const englishOnly = textsOf(english).filter((text) => !spanishTexts.has(text) && !text.includes('{'));
    expect(englishOnly.length).toBeGreaterThan(40);
    const props = islandProps(page);
    for (const text of englishOnly) {
      // Niche names such as 'Art' are words inside Spanish ones ('Arte'): compare whole chip names instead.
      if (Object.values(english.generator.niches).includes(text)) continue;
      expect(shown, text).not.toContain(text);
      expect(props, text).not.toContain(JSON.stringify(text).slice(1, -1));
    }
  });

  it("hands the island the Spanish texts, the page's language and locale, and not the English ones", () => {
    const props = islandProps(page);
    expect(props).toContain(spanish.generator.topicRequiredTitle);
    expect(props).toContain(spanish.generator.topicRequiredMessage);
    expect(props).not.toContain(english.generator.topicRequiredTitle);
    expect(props).not.toContain(english.generator.topicRequiredMessage);
    expect(props).toContain('"language":[0,"es"]');
    expect(props).toContain('"locale":[0,"es"]');
  });

  it('loads no hashtag pool with the page, and can download only its own language’s', () => {
    const loaded = pageJavaScript(site.dist, page.html);
    const code = loaded.files.map((file) => readFileSync(join(site.dist, file.url.split('?')[0]), 'utf8')).join('\n');
    expect(loaded.files.length).toBeGreaterThan(0);
    for (const tag of [...SPANISH_ONLY_TAGS, ...ENGLISH_ONLY_TAGS]) expect(holds(code, tag), tag).toBe(false);
    // The chunks that hold pools: one per language, each with only its own language's tags.
    const chunks = readdirSync(join(site.dist, '_astro'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(site.dist, '_astro', name), 'utf8'));
    const spanishChunks = chunks.filter((chunk) => holds(chunk, '#parati'));
    expect(spanishChunks).toHaveLength(1);
    expect(ENGLISH_ONLY_TAGS.filter((tag) => holds(spanishChunks[0], tag))).toEqual([]);
    expect(SPANISH_ONLY_TAGS.every((tag) => holds(spanishChunks[0], tag))).toBe(true);
    // The Spanish stop words travel with the Spanish pools.
    expect(holds(spanishChunks[0], 'también')).toBe(true);
  });
});

describe('/tools/hashtag-generator in English', () => {
  const page = open('/tools/hashtag-generator/');
  const shown = shownText(page.one('main')!);

  it('keeps its English texts and hands the island the English ones', () => {
    expect(attribute(page.one('html'), 'lang')).toBe('en');
    expect(textOf(page.one('h1')!)).toBe('Hashtag Generator');
    expect(shown).toContain('7-15 hashtags recommended; at most 30 allowed per post.');
    expect(shown).toContain('Use the 5-5-5 method');
    expect(shown).toContain('At most 30 allowed per post');
    expect(shown).toContain(
      'It takes 30% trending, 30% niche and 40% topic-specific hashtags of your count, each rounded down',
    );
    const props = islandProps(page);
    expect(props).toContain('Input Required');
    expect(props).toContain('Please enter a topic for your content');
    expect(props).toContain('"language":[0,"en"]');
    expect(props).not.toContain(spanish.generator.topicRequiredMessage);
    const guide = page.all('a').find((link) => textOf(link) === 'Read the full hashtag strategy guide')!;
    expect(attribute(guide, 'hreflang')).toBeUndefined();
  });
});
