// The content editor at /admin/, offline: the built editor edits a copy of the project's content through
// the local-folder path (the browser's directory picker, stubbed with an origin-private folder holding
// the content), and what it writes is built into the site in a copy of the project.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ROOT, astroInAsync, copySite } from '../build/siteCopy';
import { EDITOR_COLLECTIONS } from '@/data/contentEditor';
import { IMAGE_CDN_ORIGIN } from '@/lib/responsiveImages';

const CONTENT = join(ROOT, 'src/content');
/** A picture as a phone names it; the editor saves it beside the entry as daylight-cover-1.png. */
const COVER = {
  name: 'Daylight Cover (1).PNG',
  mimeType: 'image/png',
  buffer: readFileSync(join(CONTENT, 'tutorials/jump-cut-timeline.png')),
};
const fields = EDITOR_COLLECTIONS.tutorials.fields;

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
      // @ts-expect-error entries() is in every browser that has the origin-private file system
      for await (const [name, handle] of folder.entries() as AsyncIterable<[string, FileSystemHandle]>) {
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

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openCollection(page: Page) {
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('button', { name: 'Create New Entry' })).toBeVisible();
}

async function newTutorial(page: Page, title: string, { draft = false, cover = false } = {}) {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await field(page, fields.title.label).fill(title);
  await field(page, fields.description.label).fill(`${title}, in one sentence.`);
  if (cover) {
    await page.locator('input[type=file]').first().setInputFiles(COVER);
    await field(page, fields.imageAlt.label).fill('A video timeline cut into short clips');
  }
  await page.getByRole('radio', { name: 'Content Creation' }).click();
  await page.getByRole('spinbutton', { name: fields.readTime.label }).fill('4');
  await page.getByRole('button', { name: 'Today' }).click();
  if (draft) await page.getByRole('switch', { name: fields.draft.label }).click();
  await page.getByRole('textbox', { name: fields.body.label }).first().click();
  await page.keyboard.type('Morning light is soft, so film by a window before noon.');
  await saveAndReturn(page, title);
}

/** Saves the entry; the editor goes back to the collection, which lists it. */
async function saveAndReturn(page: Page, title: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Create New Entry' })).toBeVisible();
  await expect(page.getByRole('row', { name: title })).toBeVisible();
}

test.describe('content editor at /admin/', () => {
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

    await page.getByRole('gridcell', { name: 'TikTok Hashtag Strategy: The 5-5-5 Method', exact: true }).click();
    await field(page, fields.description.label).fill('Hashtags that help: the 5-5-5 method, then the few that work.');
    await saveAndReturn(page, 'TikTok Hashtag Strategy: The 5-5-5 Method');

    const files = await editedContent(page);
    const created = files['tutorials/filming-in-daylight-a-guide.md'];
    expect(created).toMatch(/^title: ['"]?Filming in daylight: a guide['"]?$/m);
    expect(created).toMatch(/^image: \.\/daylight-cover-1\.png$/m);
    expect(created).toMatch(/^imageAlt: A video timeline cut into short clips$/m);
    expect(created).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    expect(files['tutorials/unfinished-lighting-notes.md']).toMatch(/^draft: true$/m);
    expect(files['tutorials/hashtag-strategy.md']).toContain('the 5-5-5 method, then the few that work');
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
    const build = await astroInAsync(copy, ['build'], { REMOTE_COVERS: 'link', PUBLIC_CMS: 'false' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const built = (path: string) => readFileSync(join(copy, 'dist', path, 'index.html'), 'utf8');
    const guide = built('tutorials/filming-in-daylight-a-guide');
    expect(guide).toContain('Filming in daylight: a guide');
    expect(guide).toMatch(/<img[^>]*alt="A video timeline cut into short clips"/);
    expect(guide).toMatch(/srcset="[^"]*\/_astro\/daylight-cover-1\.[^"]*\.avif/);
    expect(built('tutorials/hashtag-strategy')).toContain('the 5-5-5 method, then the few that work');
    expect(existsSync(join(copy, 'dist/tutorials/unfinished-lighting-notes'))).toBe(false);
    expect(built('tutorials')).not.toContain('Unfinished lighting notes');
    expect(readFileSync(join(copy, 'dist/sitemap-0.xml'), 'utf8')).not.toContain('unfinished-lighting-notes');
  });
});
