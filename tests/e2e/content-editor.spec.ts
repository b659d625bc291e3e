// The content editor at /admin/, offline: the built editor edits a copy of the project's content through
// the local-folder path (the browser's directory picker, stubbed with an origin-private folder holding
// the content), and what it writes is built into the site in a copy of the project.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { test, expect } from './fixtures';
import { ROOT, astroInAsync, copySite } from '../build/siteCopy';
import { optOutBuild } from './fixtureBuilds';
import { CONTENT_EDITOR_PATH, EDITOR_COLLECTIONS } from '@/data/contentEditor';
import { IMAGE_CDN_ORIGIN } from '@/lib/responsiveImages';
import { translatedFields } from '@/lib/contentSchemas';
import { RECORD_FIELDS, translationRecord } from '@/lib/translationRecords';
import { DICTIONARIES } from './languageDictionaries';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '@/data/languages';

const CONTENT = join(ROOT, 'src/content');
/** A picture for a tutorial's body (other bytes than the cover: Astro names identical pictures once). */
const BODY_PICTURE = {
  name: 'Window Setup.png',
  mimeType: 'image/png',
  buffer: readFileSync(join(ROOT, 'public/icons/icon-192.png')),
};
/** A picture as a phone names it; the editor saves it beside the entry as daylight-cover-1.png. */
const COVER = {
  name: 'Daylight Cover (1).PNG',
  mimeType: 'image/png',
  buffer: readFileSync(join(CONTENT, 'tutorials/jump-cut-timeline.png')),
};
const fields = EDITOR_COLLECTIONS.tutorials.fields;
/** A tutorial with a Spanish translation, and one without. */
const TRANSLATED = {
  id: 'tiktok-algorithm-explained',
  title: 'How the TikTok Algorithm Works: A Plain-English Guide',
  spanishTitle: 'Cómo funciona el algoritmo de TikTok, explicado sin tecnicismos',
};
const UNTRANSLATED = {
  id: 'tiktok-safety-guide',
  title: 'TikTok Safety Guide: Protect Your Account, Privacy and Wellbeing',
  spanishTitle: 'Guía de seguridad en TikTok',
};

/** Every file under `folder`, by its path from `folder`, as base64. */
function filesUnder(folder: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, filesUnder(join(folder, entry.name), `${path}/`));
    else files[path] = readFileSync(join(folder, entry.name)).toString('base64');
  }
  return files;
}

/**
 * Fills the page's origin-private folder with a project: a .git folder (what the editor checks for)
 * and src/content; the directory picker then answers with that folder.
 */
async function stubProjectFolder(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { value: () => navigator.storage.getDirectory() });
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, base64] of Object.entries(files)) {
      const parts = `src/content/${path}`.split('/');
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
      await writable.close();
    }
  }, filesUnder(CONTENT));
}

/** The files under src/content in the page's folder, as text (pictures as base64). */
async function editedContent(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of folder.entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          const bytes = new Uint8Array(await file.arrayBuffer());
          files[`${prefix}${name}`] = name.endsWith('.md')
            ? new TextDecoder().decode(bytes)
            : btoa(String.fromCharCode(...bytes));
        }
      }
    };
    const root = await navigator.storage.getDirectory();
    const content = await (await root.getDirectoryHandle('src')).getDirectoryHandle('content');
    await walk(content, '');
    return files;
  });
}

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** The pane that edits one language of the entry (the editor wraps the name in direction isolates). */
const languagePane = (page: Page, language: string) =>
  page.getByRole('group', { name: new RegExp(`^Edit \u2068?${language}\u2069? Content$`) });
/** A field's box, named “label” Field (the editor wraps the label in direction isolates). */
const fieldGroup = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`^“\u2068?${label.replace(/[()]/g, '\\$&')}\u2069?” Field$`) });

async function openCollection(page: Page) {
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // A phone first lists the collections; a desktop shows the first one beside the list.
  await page.getByRole('treeitem', { name: EDITOR_COLLECTIONS.tutorials.label }).click();
  await expect(page.getByRole('button', { name: 'Create New Entry' }).first()).toBeVisible();
}

/**
 * Fills a new entry's first fields once they hold: the editor sometimes draws the new entry's form a
 * second time just after opening it, which drops what was typed into the first one.
 */
async function fillNewEntry(page: Page, values: [Locator, string][]) {
  await expect(async () => {
    for (const [box, value] of values) await box.fill(value);
    // The redraw comes with the editor's next renders: the values must still be there two frames on.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const [box, value] of values) await expect(box).toHaveValue(value, { timeout: 100 });
  }).toPass({ timeout: 20_000 });
}

async function newTutorial(page: Page, title: string, { draft = false, cover = false } = {}) {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await fillNewEntry(page, [
    [field(page, fields.title.label), title],
    [field(page, fields.description.label), `${title}, in one sentence.`],
  ]);
  if (cover) {
    await fieldGroup(page, fields.image.label).locator('input[type=file]').first().setInputFiles(COVER);
    await field(page, fields.imageAlt.label).fill('A video timeline cut into short clips');
  }
  await page.getByRole('radio', { name: 'Content Creation' }).click();
  await page.getByRole('spinbutton', { name: fields.readTime.label }).fill('4');
  await page.getByRole('button', { name: 'Today' }).click();
  if (draft) await page.getByRole('switch', { name: fields.draft.label }).click();
  await page.getByRole('textbox', { name: fields.body.label }).first().click();
  await page.keyboard.type('Morning light is soft, so film by a window before noon.');
  if (cover) {
    // A picture in the body, from the toolbar: uploaded beside the entry, with its alt text.
    const body = fieldGroup(page, fields.body.label);
    await body.getByRole('button', { name: 'Image', exact: true }).click();
    await body.locator('input[type=file]').first().setInputFiles(BODY_PICTURE);
    await body.getByRole('textbox', { name: 'Alt Text' }).fill('A lamp beside a window');
    // The picture is in the body's value once the preview draws it with its alt text (a busy machine
    // takes a while; a save before then writes the body without it).
    await expect(page.getByRole('img', { name: 'A lamp beside a window' }).first()).toBeVisible({ timeout: 20_000 });
  }
  await saveAndReturn(page, title);
}

/** Saves the entry; the editor goes back to the collection, which lists it. */
async function saveAndReturn(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  // Saving writes the files through the dev server: slower than a render when the machine is busy.
  try {
    await expect(page.getByRole('button', { name: 'Create New Entry' })).toBeVisible({ timeout: 30_000 });
  } catch (error) {
    // Once seen on a busy machine and not yet explained: say what the editor showed instead of the list.
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`not back to the list after saving "${title}"; the editor's alerts: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
  await expect(page.getByRole('row', { name: title })).toBeVisible();
}

test.describe('content editor at /admin/', () => {
  test("shows the collection and a new entry's form without sideways scrolling, phone width included @phone", async ({
    page,
  }) => {
    await stubProjectFolder(page);
    await page.reload();
    await openCollection(page);
    await expect(
      page.getByRole('row', { name: 'TikTok Safety Guide: Protect Your Account, Privacy and Wellbeing' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    await expect(field(page, fields.title.label)).toBeVisible();
    await fillNewEntry(page, [[field(page, fields.title.label), 'Typed on a phone']]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Text can be zoomed: no viewport the page ends up with (the editor adds its own) caps the scale.
    const viewports = await page
      .locator('meta[name=viewport]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(viewports.length).toBeGreaterThan(0);
    expect(viewports.filter((content) => /maximum-scale|user-scalable=no/.test(content ?? ''))).toEqual([]);
  });

  test("links each collection to the translations' status page", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', "the editor shows a collection's description on wide screens only");
    await stubProjectFolder(page);
    await page.reload();
    await openCollection(page);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Translation status' }).click();
    const status = await opened;
    await expect(status).toHaveURL(/\/admin\/translations\/$/);
    await expect(status.getByRole('heading', { level: 1, name: 'Translation status' })).toBeVisible();
  });

  test("lists each language's translations: current, to update or not translated @phone", async ({ page }) => {
    await page.goto('/admin/translations/');
    const translated = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);
    await expect(page.locator('section[data-language]')).toHaveCount(translated.length);
    const spanish = page.locator('section[data-language="es"]');
    await expect(spanish.getByRole('row', { name: new RegExp(TRANSLATED.title) })).toContainText('current');
    await expect(spanish.getByRole('row', { name: new RegExp(UNTRANSLATED.title) })).toContainText('not translated');
    await expect(spanish.locator('[data-totals]')).toContainText(/^\d+ current, 0 to update, \d+ not translated/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('is left out of a build with PUBLIC_CMS=false', async () => {
    test.setTimeout(240_000);
    const dist = await optOutBuild('/');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    expect(existsSync(join(dist, CONTENT_EDITOR_PATH))).toBe(false);
  });

  test('creates a tutorial with a cover, a draft and an edit that build into the site, with no host but the site', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (protocol.startsWith('http') && hostname !== 'localhost' && hostname !== '127.0.0.1') hosts.add(hostname);
    });
    await stubProjectFolder(page);
    await page.reload();
    await openCollection(page);

    await newTutorial(page, 'Filming in daylight: a guide', { cover: true });
    await newTutorial(page, 'Unfinished lighting notes', { draft: true });
    // The collection's Drafts filter lists the draft alone.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Drafts' }).click();
    await expect(page.getByRole('grid', { name: 'Entries' }).getByRole('row')).toHaveText([
      'Unfinished lighting notes',
    ]);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Drafts' }).click();

    await page.getByRole('gridcell', { name: 'TikTok Hashtag Strategy: The 5-5-5 Method', exact: true }).click();
    await field(page, fields.description.label).fill('Hashtags that help: the 5-5-5 method, then the few that work.');
    await saveAndReturn(page, 'TikTok Hashtag Strategy: The 5-5-5 Method');

    // An entry beside its translation: the second pane, switched to Spanish, edits the Spanish file,
    // which has the prose only (the other fields are the English entry's).
    await page.getByRole('gridcell', { name: TRANSLATED.title, exact: true }).click();
    // Five languages or more: the editor offers them in a drop-down list.
    await page
      .getByRole('group', { name: /^Preview / })
      .getByRole('combobox', { name: 'Switch Locale' })
      .click();
    await page.getByRole('option', { name: 'Spanish', exact: true }).click();
    await expect(field(languagePane(page, 'English'), fields.title.label)).toHaveValue(TRANSLATED.title);
    await expect(field(languagePane(page, 'Spanish'), fields.title.label)).toHaveValue(TRANSLATED.spanishTitle);
    await expect(languagePane(page, 'Spanish').getByRole('radiogroup', { name: fields.category.label })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel Editing' }).click();

    // A translation of an entry that has none, written where the build reads it. The editor keeps the
    // panes as they were left: English, and Spanish beside it, not written yet.
    await page.getByRole('gridcell', { name: UNTRANSLATED.title, exact: true }).click();
    await expect(languagePane(page, 'Spanish').getByRole('combobox', { name: 'Switch Locale' })).toHaveText(/Spanish/);
    await page.getByRole('button', { name: /^Enable ⁨?Spanish/ }).click();
    const spanish = languagePane(page, 'Spanish');
    await field(spanish, fields.title.label).fill(UNTRANSLATED.spanishTitle);
    await field(spanish, fields.description.label).fill('Protege tu cuenta, tu privacidad y tu bienestar.');
    await spanish.getByRole('textbox', { name: fields.body.label }).first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Activa la verificación en dos pasos antes de crecer.');
    await saveAndReturn(page, UNTRANSLATED.title);

    // A trend: its lists and its hashtag and address patterns come from the trend schema.
    const trend = EDITOR_COLLECTIONS.trends.fields;
    await page.getByRole('treeitem', { name: EDITOR_COLLECTIONS.trends.label }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    await fillNewEntry(page, [
      [field(page, trend.title.label), 'Window light vlogs'],
      [field(page, trend.description.label), 'Creators film by a window for soft, free light.'],
    ]);
    // Six categories: a drop-down list instead of radio buttons.
    await page.getByRole('combobox', { name: trend.category.label }).click();
    await page.getByRole('option', { name: 'Lifestyle', exact: true }).click();
    await field(page, trend.growthRate.label).fill('+120% in 14 days');
    // A list's items are fields of the same name inside it: the first match is the list itself.
    const list = (label: string) => fieldGroup(page, label).first();
    const addTo = async (label: string, value: string) => {
      await list(label).getByRole('button', { name: /^Add/ }).click();
      await list(label).getByRole('textbox').last().fill(value);
    };
    await addTo(trend.hashtags.label, '#window light');
    await addTo(trend.hashtags.label, '#料理');
    await field(page, trend.featuredVideo.label).fill('https://www.tiktok.com/@lightlab/video/7367540218834621001');
    for (const n of [2, 3, 4])
      await addTo(trend.exampleVideos.label, `https://www.tiktok.com/@lightlab/video/736754021883462100${n}`);
    await field(page, trend.insights.label).fill('Soft light flatters faces and costs nothing.');
    await field(page, trend.dateSpotted.label).fill('November 20, 2026');
    // Another picture: Astro names one output file after the first of several identical pictures.
    await list(trend.image.label)
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        ...COVER,
        name: 'window-light.png',
        buffer: readFileSync(join(ROOT, 'public/icons/icon-512.png')),
      });
    await field(page, trend.imageAlt.label).fill('A desk lit by a window');
    // A hashtag with a space is refused as the author saves, with the schema's own words.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(list(trend.hashtags.label).getByRole('alert')).toContainText('Must be # followed by one word');
    await list(trend.hashtags.label).getByRole('textbox').first().fill('#windowlight');
    await saveAndReturn(page, 'Window light vlogs');

    const files = await editedContent(page);
    const created = files['tutorials/filming-in-daylight-a-guide.md'];
    expect(created).toMatch(/^title: ['"]?Filming in daylight: a guide['"]?$/m);
    expect(created).toMatch(/^image: \.\/daylight-cover-1\.png$/m);
    expect(created).toMatch(/^imageAlt: A video timeline cut into short clips$/m);
    expect(created).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    expect(created).toContain('![A lamp beside a window](./window-setup.png)');
    expect(files['tutorials/window-setup.png']).toBeDefined();
    expect(files['tutorials/unfinished-lighting-notes.md']).toMatch(/^draft: true$/m);
    expect(files['tutorials/hashtag-strategy.md']).toContain('the 5-5-5 method, then the few that work');
    // A new entry starts in English only; the translation added has the prose and nothing shared.
    expect(Object.keys(files).filter((path) => path.includes('filming-in-daylight'))).toEqual([
      'tutorials/filming-in-daylight-a-guide.md',
    ]);
    const translation = files[`tutorials/es/${UNTRANSLATED.id}.md`];
    expect(translation).toMatch(new RegExp(`^title: ['"]?${UNTRANSLATED.spanishTitle}['"]?$`, 'm'));
    expect(translation).toContain('Activa la verificación en dos pasos antes de crecer.');
    expect(translation).not.toMatch(/^(category|readTime|date|image|featured|draft):/m);
    expect(files[`tutorials/es/${TRANSLATED.id}.md`]).toBe(
      readFileSync(join(CONTENT, `tutorials/es/${TRANSLATED.id}.md`), 'utf8'),
    );
    // The translation saved is recorded as made from the English as it stands; the Spanish file of the
    // guide whose English alone was edited keeps its record, so it reads as outdated; English files
    // carry no record.
    const textsOf = (markdown: string) => {
      const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(markdown)!;
      const data = parseYaml(frontmatter) as Record<string, unknown>;
      return { data, texts: { ...(data as Record<string, string>), body } };
    };
    const recordFields = translatedFields('tutorials');
    const english = textsOf(files[`tutorials/${UNTRANSLATED.id}.md`]);
    const spanishTexts = textsOf(translation);
    expect(spanishTexts.data).toMatchObject(translationRecord(english.texts, spanishTexts.texts, recordFields));
    // (The editor writes the Spanish file again as the entry is saved, in its own YAML style.)
    const recordOf = (markdown: string) => {
      const { data } = textsOf(markdown);
      return { source: data[RECORD_FIELDS.source], text: data[RECORD_FIELDS.text] };
    };
    const hashtagRecord = recordOf(files['tutorials/es/hashtag-strategy.md']);
    expect(hashtagRecord.text).toMatch(/^[0-9a-f]{14}$/);
    expect(hashtagRecord).toEqual(recordOf(readFileSync(join(CONTENT, 'tutorials/es/hashtag-strategy.md'), 'utf8')));
    for (const path of [
      'tutorials/hashtag-strategy.md',
      'tutorials/filming-in-daylight-a-guide.md',
      `tutorials/${UNTRANSLATED.id}.md`,
    ])
      expect(Object.keys(textsOf(files[path]).data)).not.toContain(RECORD_FIELDS.source);
    const window = files['trends/window-light-vlogs.md'];
    expect(window).toMatch(/^hashtags:\n {2}- '?#windowlight'?\n {2}- '?#料理'?$/m);
    expect(window).toMatch(/^exampleVideos:(\n {2}- https:\/\/www\.tiktok\.com\/\S+){3}$/m);
    expect(window).toMatch(/^image: \.\/window-light\.png$/m);
    // The editor asked no host but the site, besides the covers the content links to (the entry list's
    // thumbnails) and GitHub's status page, which it checks for its GitHub sign-in (all refused here).
    const allowed = new Set(['www.githubstatus.com', new URL(IMAGE_CDN_ORIGIN).hostname]);
    expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);

    // What the editor wrote, built: the schemas accept it and each page is where it should be.
    const copy = copySite('creator-hub-editor-');
    for (const [path, text] of Object.entries(files)) {
      const target = join(copy, 'src/content', path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, path.endsWith('.md') ? text : Buffer.from(text, 'base64'));
    }
    const build = await astroInAsync(copy, ['build'], { REMOTE_COVERS: 'skip', PUBLIC_CMS: 'false' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const built = (path: string) => readFileSync(join(copy, 'dist', path, 'index.html'), 'utf8');
    const guide = built('tutorials/filming-in-daylight-a-guide');
    expect(guide).toContain('Filming in daylight: a guide');
    expect(guide).toMatch(/<img[^>]*alt="A video timeline cut into short clips"/);
    expect(guide).toMatch(/srcset="[^"]*\/_astro\/daylight-cover-1\.[^"]*\.avif/);
    expect(guide).toMatch(
      /<img[^>]*src="\/_astro\/window-setup\.[^"]+"[^>]*alt="A lamp beside a window"|<img[^>]*alt="A lamp beside a window"[^>]*src="\/_astro\/window-setup\./,
    );
    expect(built('tutorials/hashtag-strategy')).toContain('the 5-5-5 method, then the few that work');
    const spanishGuide = built(`es/tutorials/${UNTRANSLATED.id}`);
    expect(spanishGuide).toContain('<html lang="es"');
    expect(spanishGuide).toContain(UNTRANSLATED.spanishTitle);
    expect(spanishGuide).not.toContain('data-outdated-translation');
    const outdated = built('es/tutorials/hashtag-strategy');
    expect(outdated).toContain('data-outdated-translation');
    expect(outdated).toContain(DICTIONARIES.es.layout.languages.outdatedTranslation);
    const windowTrend = built('trends/window-light-vlogs');
    expect(windowTrend).toContain('#windowlight');
    expect(windowTrend).toContain('#料理');
    expect(existsSync(join(copy, 'dist/tutorials/unfinished-lighting-notes'))).toBe(false);
    expect(built('tutorials')).not.toContain('Unfinished lighting notes');
    expect(readFileSync(join(copy, 'dist/sitemap-0.xml'), 'utf8')).not.toContain('unfinished-lighting-notes');
  });
});
