/**
 * Which content entries a build publishes: drafts (`draft: true`) and entries dated in the future are
 * left out of a production build everywhere (their pages, lists, feeds, search and share cards), and
 * shown on the dev server and in the author preview so authors can read them before they go live. A
 * static host shows a scheduled entry only after a build on or after its date.
 */

/** The frontmatter fields that decide publication. */
export interface PublicationFields {
  draft?: boolean;
  /** The publication date: a calendar day, parsed as UTC midnight. */
  date?: Date;
}

/** The text of the banner an unpublished entry shows on the dev server. */
export const UNPUBLISHED_BANNER = 'Draft: not published';

/** Whether an entry is live at `now`: not a draft, and dated today or earlier (UTC). */
export function isPublished({ draft, date }: PublicationFields, now: Date = new Date()): boolean {
  if (draft) return false;
  return !date || date.valueOf() <= now.valueOf();
}

/**
 * The filter every collection read goes through: in production only published entries pass; with
 * `showUnpublished` (the dev server) every entry does.
 */
export function publicationFilter(
  showUnpublished: boolean,
  now: Date = new Date(),
): (entry: { data: PublicationFields }) => boolean {
  return showUnpublished ? () => true : (entry) => isPublished(entry.data, now);
}
