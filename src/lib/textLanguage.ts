/**
 * The attributes of text written in another language than its page (an English guide's title on an
 * Arabic page): its language, and a direction of its own taken from its letters, so the English title
 * keeps left to right inside a right-to-left page and its punctuation stays where it was written. None
 * for text in the page's own language.
 */
export function textLanguage(htmlLang: string | undefined): { lang?: string; dir?: 'auto' } {
  return htmlLang ? { lang: htmlLang, dir: 'auto' } : {};
}
