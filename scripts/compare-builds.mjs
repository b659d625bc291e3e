// Compares two build folders page by page, ignoring hashes that change when code moves but the page
// does not: content hashes in asset names (/_astro/Name.Ab12Cd.js), Astro's scoped-style ids (derived
// from the component's file path) and the Content-Security-Policy's sha256 list (hashes of those
// scripts and styles), islands' uids (hashes of their component's address) and the search index's tag. Everything else on every page must be identical.
// A stored .br or .gz copy is compared as the text it holds (its bytes move with the hashes inside it).
// With --ignore-svg-whitespace it also ignores whitespace between the elements of an inline <svg>, which
// SVG does not draw (for a change that moves icons into a shared component).
// Usage: node scripts/compare-builds.mjs [--ignore-svg-whitespace] <before-dir> <after-dir>   (exit 1 when they differ)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ignoreSvgWhitespace = process.argv.includes('--ignore-svg-whitespace');
const [before, after] = process.argv.slice(2).filter((arg) => arg !== '--ignore-svg-whitespace');
if (!before || !after) {
  console.error('usage: node scripts/compare-builds.mjs <before-dir> <after-dir>');
  process.exit(2);
}

/** Every file below `dir`, as paths relative to it; hashed asset names lose their hash. */
function files(dir) {
  const out = new Map();
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(unhash(relative(dir, path)), path);
    }
  };
  walk(dir);
  return out;
}

/** "_astro/Calculator.C1RMhXml.js" -> "_astro/Calculator.js"; Pagefind's hashed index files likewise. */
function unhash(text) {
  if (ignoreSvgWhitespace) text = text.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, (svg) => svg.replace(/>\s+</g, '><'));
  return (
    text
      .replace(/data-astro-cid-[a-z0-9]+/g, 'data-astro-cid')
      // An island's uid is a hash of its component's file address, so it moves with the asset hash.
      .replace(/<astro-island uid="\w+"/g, '<astro-island uid')
      // /search names each build's index by a digest of what it indexes.
      .replace(/<meta name="search-index-tag" content="[\w-]+"/g, '<meta name="search-index-tag"')
      .replace(/"indexTag":"[\w-]+"/g, '"indexTag"')
      .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256'")
      // Vite names a worker's bundle with a dash before its hash (searchWorker-Ab12Cd34.js).
      .replace(/(_astro\/[\w.-]+?)[.-][\w-]{8}\.(js|css|mjs|webp|avif|png|jpg|jpeg|svg)\b/g, '$1.$2')
      .replace(/(pagefind\/[\w/-]*?)[a-z]*_?[0-9a-f]{12,}(\.pf_\w+|\.pagefind)\b/g, '$1#$2')
  );
}

const TEXT = /\.(html|js|mjs|css|xml|txt|json|webmanifest|svg)$/;
/** A stored compressed copy of a file (page.html.br): compared as the text it decompresses to. */
const COMPRESSED = { '.br': brotliDecompressSync, '.gz': gunzipSync };
const compression = (name) => Object.keys(COMPRESSED).find((extension) => name.endsWith(extension));
const a = files(before);
const b = files(after);
let differences = 0;
for (const name of new Set([...a.keys(), ...b.keys()])) {
  if (!a.has(name) || !b.has(name)) {
    // Bundles are split by module, so moving code can add or merge a chunk; pages still name what they load.
    const chunk = name.startsWith('_astro/') && /\.js(\.br|\.gz)?$/.test(name);
    console.log(`${a.has(name) ? 'only before' : 'only after'}: ${name}${chunk ? ' (a JavaScript chunk)' : ''}`);
    if (!chunk) differences++;
    continue;
  }
  const decompress = COMPRESSED[compression(name)] ?? ((bytes) => bytes);
  const left = decompress(readFileSync(a.get(name)));
  const right = decompress(readFileSync(b.get(name)));
  const text = name.replace(/\.(br|gz)$/, '');
  const same =
    TEXT.test(text) && !name.startsWith('_astro/') && !name.startsWith('pagefind/')
      ? unhash(left.toString('utf8')) === unhash(right.toString('utf8'))
      : name.startsWith('_astro/') || name.startsWith('pagefind/') || left.equals(right);
  if (!same) {
    console.log(`differs: ${name}`);
    differences++;
  }
}
console.log(differences === 0 ? `same: ${a.size} files (asset hashes aside)` : `${differences} difference(s)`);
process.exit(differences === 0 ? 0 : 1);
