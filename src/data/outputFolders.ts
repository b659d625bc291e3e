/**
 * Folders at the top of the build output that hold no page of the site, which the checks of pages
 * (budgets, route lists, per-page HTML facts) skip: the hashed scripts and styles, Pagefind's search
 * index, and the content editor at /admin/, a page of its own with its own rules. A unit test holds
 * the names to HASHED_ASSETS_FOLDER and CONTENT_EDITOR_PATH. No imports: plain scripts read it too.
 */
export const FOLDERS_WITHOUT_SITE_PAGES: readonly string[] = ['_astro', 'pagefind', 'admin'];
