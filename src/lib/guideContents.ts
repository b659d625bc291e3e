/**
 * A guide's "On this page" list: its sections (each `h2`, with the `h3` headings under it), from the
 * headings its markdown renders. Only a guide with at least GUIDE_CONTENTS_MIN_SECTIONS sections gets
 * one; a shorter guide is read whole at a glance.
 */

/** Fewer sections than this need no list of them. */
export const GUIDE_CONTENTS_MIN_SECTIONS = 3;

/** A heading as Astro's markdown rendering reports it: its level, its id and its text. */
export interface RenderedHeading {
  depth: number;
  slug: string;
  text: string;
}

export interface GuideSection {
  id: string;
  text: string;
  subsections: { id: string; text: string }[];
}

/**
 * The sections of a guide with `headings`, in order; none when it has fewer than
 * GUIDE_CONTENTS_MIN_SECTIONS. An `h3` before the first `h2` has no section to sit in and is left out.
 */
export function guideContents(headings: readonly RenderedHeading[]): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) sections.push({ id: heading.slug, text: heading.text, subsections: [] });
    else if (heading.depth === 3) sections.at(-1)?.subsections.push({ id: heading.slug, text: heading.text });
  }
  return sections.length >= GUIDE_CONTENTS_MIN_SECTIONS ? sections : [];
}
