/** Which header links mark the page the visitor is on (aria-current), from the page's path alone. */
import { HEADER_HOME, HEADER_LINKS, HEADER_TOOLS_MENU, MOBILE_MENU_LINKS } from '@/data/navigation';
import { splitLanguagePath } from './languagePrefix';
import { withoutBase } from './sitePaths';

/** "/tutorials/" and "/tutorials/x" are in the Tutorials section; "/" is current only on the home page. */
function isCurrentLink(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

const HEADER_HREFS = [
  ...new Set([HEADER_HOME, ...HEADER_TOOLS_MENU, ...HEADER_LINKS, ...MOBILE_MENU_LINKS].map((link) => link.href)),
];

/**
 * The header links current on `pathname` (base and language prefix included: '/es/tutorials' marks
 * Tutorials like '/tutorials'): everything the header's markup depends on, so pages with the same list
 * share one rendering of it (RenderOnce).
 */
export function currentHeaderLinks(pathname: string): string[] {
  const { path } = splitLanguagePath(withoutBase(pathname));
  return HEADER_HREFS.filter((href) => isCurrentLink(path, href));
}
