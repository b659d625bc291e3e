/** The hashtag generator island's texts: its part of the page language's `hashtagGenerator` slice, passed as a prop. */
import type { Dictionary } from '@/i18n/dictionary';

export type HashtagGeneratorTexts = Dictionary['hashtagGenerator']['generator'];
