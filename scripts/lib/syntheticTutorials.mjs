// Synthetic tutorials for the scale benchmark (scripts/bench-scale.mjs) and the long-listing test
// fixture (tests/e2e/fixtureBuilds.ts): deterministic markdown files, about 8 KB each.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mulberry32 } from '../../src/lib/random.ts';

// Synthetic tutorials: deterministic, varied text with the site's vocabulary and unique names, so
// the index grows the way it would with real articles rather than repeating one page.

const WORDS = `creator creators audience viewers followers video videos hook hooks caption captions hashtag hashtags
trend trends trending sound sounds niche niches algorithm feed watch time completion rewatch share shares save saves
comment comments reply replies duet stitch live stream series episode format formats edit editing cut cuts transition
transitions lighting camera phone tripod microphone script scripts outline storyboard thumbnail cover profile bio link
brand brands deal deals sponsor sponsored partnership partnerships contract rate rates invoice media kit pitch email
monetization creator fund program payout payouts affiliate commission product products review reviews unboxing tutorial
tutorials guide guides tip tips strategy strategies growth grow growing engagement reach impressions analytics insight
insights metric metrics retention drop-off minute seconds first second third hour day week month posting schedule
calendar batch batching consistency routine habit habits community guidelines safety privacy account password
verification scam scams bots fake honest ethical organic authentic value story stories question questions answer
answers example examples mistake mistakes lesson lessons test testing experiment experiments result results idea ideas
content pillar pillars topic topics research recipe recipes fitness fashion beauty travel gaming comedy dance music
pets books diy parenting education business tech lifestyle sports art cooking kitchen morning evening weekend budget
simple quick clear better stronger focused specific relevant useful helpful practical realistic small large early late
steady slow fast new old first last next every each most more less better best worse`.split(/\s+/);

// Real articles have apostrophes and quotations, which markdown's smart punctuation curls into non-ASCII
// characters; like real content, they change how V8 stores the whole collection (two bytes a character).
const ASIDES = [`don't skip it`, `it's worth a test`, `that's the point`, `you'll see why`, `here's the catch`];
const CONNECTORS = ['and', 'but', 'so', 'because', 'while', 'when', 'if', 'before', 'after', 'which', 'that'];
const VERBS = [
  'helps',
  'improves',
  'shapes',
  'tests',
  'builds',
  'keeps',
  'changes',
  'explains',
  'shows',
  'brings',
  'limits',
  'supports',
];
/** Tutorial i is in SYNTHETIC_CATEGORIES[i % 4]. */
export const SYNTHETIC_CATEGORIES = ['Growth Strategy', 'Monetization', 'Content Creation', 'Safety'];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'sel',
  'din',
  'qua',
  'zo',
  'pri',
  'mel',
  'tan',
  'gri',
  'fo',
  'lux',
];

function makeText(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const name = () => {
    const parts = 2 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < parts; i++) word += pick(SYLLABLES);
    return word[0].toUpperCase() + word.slice(1);
  };
  const phrase = (min, max) => {
    const length = min + Math.floor(random() * (max - min));
    return Array.from({ length }, () => pick(WORDS)).join(' ');
  };
  const sentence = () => {
    let text = `${phrase(3, 7)} ${pick(VERBS)} ${phrase(3, 8)} ${pick(CONNECTORS)} ${phrase(4, 9)}`;
    const flavour = random();
    if (flavour < 0.12) text += `, ${pick(ASIDES)}`;
    else if (flavour < 0.2) text += ` as creators say, "${phrase(2, 4)}"`;
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 3) }, sentence).join(' ');
  return { pick, name, phrase, sentence, paragraph };
}

/** The body every tutorial shares the shape of: four sections, a table and a closing link. */
function uniformBody({ name, phrase, sentence, paragraph }) {
  const sections = [];
  for (let s = 0; s < 4; s++) {
    const parts = [`## ${phrase(2, 5).replace(/^./, (c) => c.toUpperCase())}`, paragraph(), paragraph()];
    if (s % 2 === 0) parts.push(Array.from({ length: 4 }, () => `- **${phrase(1, 3)}**: ${sentence()}`).join('\n'));
    else parts.push(`### ${phrase(2, 4)} with ${name()}`, paragraph(), paragraph());
    sections.push(parts.join('\n\n'));
  }
  sections.push(table({ phrase }), closingLink({ sentence }));
  return sections.join('\n\n');
}

const table = ({ phrase }, rows = 3) =>
  `| Step | What to check | Why |\n|---|---|---|\n${Array.from({ length: rows }, (_, i) => `| ${i + 1} | ${phrase(2, 4)} | ${phrase(4, 7)} |`).join('\n')}`;
const closingLink = ({ sentence }) =>
  `Read [the algorithm guide](/tutorials/tiktok-algorithm-explained) next, then ${sentence().toLowerCase()}`;

/**
 * A body of its own shape, as real articles have: 2 to 7 sections, each with its own mix of paragraphs,
 * lists (bulleted or numbered, 2 to 6 items), sub-headings, quotes, code and tables. No two pages share
 * a markup skeleton, which is what per-page build work (the critical CSS) meets with real content.
 */
function variedBody(random, text) {
  const { pick, name, phrase, sentence, paragraph } = text;
  const count = (min, max) => min + Math.floor(random() * (max - min + 1));
  const blocks = [
    () => paragraph(),
    () => Array.from({ length: count(2, 6) }, () => `- **${phrase(1, 3)}**: ${sentence()}`).join('\n'),
    () => Array.from({ length: count(2, 6) }, (_, i) => `${i + 1}. ${sentence()}`).join('\n'),
    () => `### ${phrase(2, 4)} with ${name()}`,
    () => `> ${sentence()} ${sentence()}`,
    () => `\`\`\`\n${phrase(2, 4)}: ${pick(WORDS)}\n${phrase(2, 4)}: ${pick(WORDS)}\n\`\`\``,
    () => table(text, count(2, 5)),
  ];
  const sections = [];
  for (let s = count(2, 7); s > 0; s--) {
    const parts = [`## ${phrase(2, 5).replace(/^./, (c) => c.toUpperCase())}`, paragraph()];
    // Paragraphs twice as often as any other block, as in real articles.
    for (let b = count(1, 5); b > 0; b--) parts.push((random() < 0.3 ? blocks[0] : pick(blocks))());
    sections.push(parts.join('\n\n'));
  }
  sections.push(closingLink(text));
  return sections.join('\n\n');
}

/**
 * Tutorial number `index` as markdown. `shapes`: 'uniform' (every body has the same few shapes: the
 * default, and what the figures in docs/ARCHITECTURE.md were measured with) or 'varied' (every body
 * its own shape, like real articles).
 */
export function syntheticTutorial(index, { shapes = 'uniform' } = {}) {
  const random = mulberry32(index + 1);
  const text = makeText(random);
  const { pick, name, sentence } = text;
  const topic = `${pick(WORDS)} ${pick(WORDS)}`;
  const creator = name();
  const title = `${topic[0].toUpperCase()}${topic.slice(1)} for ${pick(WORDS)} creators: lessons from ${creator} (part ${index + 1})`;
  const date = new Date(Date.UTC(2022, 0, 1) + (index % 900) * 86_400_000).toISOString().slice(0, 10);
  const body = shapes === 'varied' ? variedBody(random, text) : uniformBody(text);
  const frontmatter = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${sentence()} ${sentence()}`)}`,
    `category: ${JSON.stringify(SYNTHETIC_CATEGORIES[index % SYNTHETIC_CATEGORIES.length])}`,
    `readTime: ${4 + (index % 9)}`,
    `date: ${date}`,
    'featured: false',
    '---',
  ].join('\n');
  return `${frontmatter}\n\n${body}\n`;
}

/** Writes `count` synthetic tutorials (bench-00000.md, ...) into `folder`; returns their total bytes. */
export async function writeTutorials(folder, count, { shapes = 'uniform' } = {}) {
  await mkdir(folder, { recursive: true });
  let bytes = 0;
  for (let start = 0; start < count; start += 500) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const text = syntheticTutorial(i, { shapes });
      bytes += Buffer.byteLength(text);
      batch.push(writeFile(join(folder, `bench-${String(i).padStart(5, '0')}.md`), text));
    }
    await Promise.all(batch);
  }
  return bytes;
}
