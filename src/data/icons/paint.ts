/**
 * What an icon is made of, and the ways its lines are painted. Every icon of the site is a module of
 * this folder, drawn by src/components/common/Icon.astro on pages and src/islands/common/Icon.tsx in
 * islands. One module per icon, so an island's bundle carries only the icons it draws.
 */

/**
 * How a drawing is painted: attributes of its <svg>, in the order they are written, spelled as React
 * spells them (strokeWidth); the Astro component writes them as SVG attributes (stroke-width).
 */
export type IconPaint = Readonly<Record<string, string>>;

/** One icon: its SVG elements, its usual paint and its coordinate box. */
export interface IconDrawing {
  /** The elements inside the <svg>, as markup with closing tags (as a page renders them). */
  readonly body: string;
  readonly paint: IconPaint;
  /** Defaults to ICON_VIEWBOX. */
  readonly viewBox?: string;
  /** The drawing points along the line of text (an arrow), so a right-to-left page shows it mirrored. */
  readonly pointsAlongLine?: true;
}

/** The class that mirrors a drawing pointing along the line in a right-to-left page. */
export const MIRRORED_IN_RIGHT_TO_LEFT = 'rtl:-scale-x-100';

/** The classes of an icon's <svg>: the caller's, and the mirroring of a drawing that points along the line. */
export function iconClasses(icon: IconDrawing, className: string | undefined): string | undefined {
  if (!icon.pointsAlongLine) return className;
  return className ? `${className} ${MIRRORED_IN_RIGHT_TO_LEFT}` : MIRRORED_IN_RIGHT_TO_LEFT;
}

/** The coordinate box of a drawing that names none. */
export const ICON_VIEWBOX = '0 0 24 24';

/** Lines of the text colour with round ends and corners: most icons. */
export const LINE: IconPaint = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};
/** LINE, thicker: the small trend arrows of badges and cards. */
export const LINE_BOLD: IconPaint = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2.5',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};
/** Lines with round ends and sharp corners. */
export const LINE_ROUND_ENDS: IconPaint = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
};
/** LINE_ROUND_ENDS, thicker: the padlocks of Pro features. */
export const LINE_BOLD_ROUND_ENDS: IconPaint = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2.5',
  strokeLinecap: 'round',
};
/** Lines with flat ends and sharp corners: the header's icons, a tutorial's Share and Save. */
export const LINE_PLAIN: IconPaint = { fill: 'none', stroke: 'currentColor', strokeWidth: '2' };
/** LINE_PLAIN filled with the text colour: a saved bookmark. */
export const LINE_FILLED: IconPaint = { fill: 'currentColor', stroke: 'currentColor', strokeWidth: '2' };
/** Shapes filled with the text colour. */
export const SOLID: IconPaint = { fill: 'currentColor' };
