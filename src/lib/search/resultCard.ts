/** A search result card built from a Pagefind result fragment. */
import type { SearchCategory } from '@/data/contentCategories';
import { TOOL_SEARCH_ENTRIES } from '@/data/tools';
import { withoutBase } from '@/lib/sitePaths';
import { isSearchCategory } from './categories';
import { excerptSegments, type ExcerptSegment } from './excerpt';
import { resultLink } from './resultLink';

/** The icon a result card shows: its category's, or for a tool page the tool's own. */
type SearchIcon = 'tutorial' | 'trend' | 'calculator' | 'hash' | 'tools';

/** What a result card shows. */
export interface SearchResultCard {
  link: string;
  title: string;
  description: string;
  category: SearchCategory;
  icon: SearchIcon;
  excerpt: ExcerptSegment[];
  /** Set on a result in another language than the page's: its `<html lang>` ('en'). */
  language?: string;
}

/** The parts of a Pagefind result fragment a card uses. */
export interface PagefindFragment {
  url: string;
  excerpt?: string;
  meta?: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
}

const TOOL_ICONS = new Map<string, SearchIcon>(
  TOOL_SEARCH_ENTRIES.map((entry) => [entry.link, entry.icon as SearchIcon]),
);

function iconFor(category: SearchCategory, link: string): SearchIcon {
  if (category === 'Tutorials') return 'tutorial';
  if (category === 'Trends') return 'trend';
  return TOOL_ICONS.get(link) ?? 'tools';
}

/** A result card from a fragment; null for a page that is not in one of the three categories. */
export function toResultCard(fragment: PagefindFragment): SearchResultCard | null {
  const category = fragment.meta?.category ?? fragment.filters?.category?.[0];
  if (!isSearchCategory(category)) return null;
  // Pagefind's URLs carry the base path already (it reads it from where pagefind.js was loaded).
  const link = resultLink(fragment.url);
  return {
    link,
    title: fragment.meta?.title?.trim() || link,
    description: fragment.meta?.description?.trim() ?? '',
    category,
    icon: iconFor(category, withoutBase(link)),
    excerpt: excerptSegments(fragment.excerpt ?? ''),
  };
}
