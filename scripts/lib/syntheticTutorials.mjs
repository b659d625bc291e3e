// Synthetic tutorials for the scale benchmark (scripts/bench-scale.mjs) and the long-listing test
// fixture (tests/e2e/listingFixture.ts): deterministic markdown files, about 8 KB each.
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

export function syntheticTutorial(index) {
  const random = mulberry32(index + 1);
  const { pick, name, phrase, sentence, paragraph } = makeText(random);
  const topic = `${pick(WORDS)} ${pick(WORDS)}`;
  const creator = name();
  const title = `${topic[0].toUpperCase()}${topic.slice(1)} for ${pick(WORDS)} creators: lessons from ${creator} (part ${index + 1})`;
  const date = new Date(Date.UTC(2022, 0, 1) + (index % 900) * 86_400_000).toISOString().slice(0, 10);
  const sections = [];
  for (let s = 0; s < 4; s++) {
    const parts = [`## ${phrase(2, 5).replace(/^./, (c) => c.toUpperCase())}`, paragraph(), paragraph()];
    if (s % 2 === 0) parts.push(Array.from({ length: 4 }, () => `- **${phrase(1, 3)}**: ${sentence()}`).join('\n'));
    else parts.push(`### ${phrase(2, 4)} with ${name()}`, paragraph(), paragraph());
    sections.push(parts.join('\n\n'));
  }
  sections.push(
    `| Step | What to check | Why |\n|---|---|---|\n${Array.from({ length: 3 }, (_, i) => `| ${i + 1} | ${phrase(2, 4)} | ${phrase(4, 7)} |`).join('\n')}`,
    `Read [the algorithm guide](/tutorials/tiktok-algorithm-explained) next, then ${sentence().toLowerCase()}`,
  );
  const body = sections.join('\n\n');
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
export async function writeTutorials(folder, count) {
  await mkdir(folder, { recursive: true });
  let bytes = 0;
  for (let start = 0; start < count; start += 500) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const text = syntheticTutorial(i);
      bytes += Buffer.byteLength(text);
      batch.push(writeFile(join(folder, `bench-${String(i).padStart(5, '0')}.md`), text));
    }
    await Promise.all(batch);
  }
  return bytes;
}
