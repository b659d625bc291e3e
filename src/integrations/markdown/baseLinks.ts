/**
 * Markdown links under the site's base path: authors write root-relative links ('/tutorials/x'), and
 * a build for a sub-folder rewrites them ('/creator-hub/tutorials/x'). At the domain root nothing changes.
 */
import { markdownUrlRewriter } from './urlPolicy';
import { withBase } from '../../lib/sitePaths';

/** A Sätteri hast plugin for a build served from `base` ('/' or '/creator-hub/'). */
export function baseLinks(base: string) {
  return markdownUrlRewriter('base-links', (url) => withBase(url, base));
}
