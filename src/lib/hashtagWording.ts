/**
 * The hashtag generator's sentences with numbers in them, in any language: a dictionary's templates
 * filled with counts, percentages and the topic, each number formatted by `Intl` for the page's locale.
 */
import {
  HASHTAGS_EVERYDAY_PER_VIDEO,
  HASHTAGS_MAX_PER_POST,
  HASHTAGS_RECOMMENDED_PER_POST,
  RECOMMENDED_NICHE_SHARE,
  RECOMMENDED_TOPIC_SHARE,
  RECOMMENDED_TRENDING_SHARE,
} from '@/data/hashtagGenerator';
import { countedText, fillTemplate, type PluralTexts } from './dictionaries';
import { formatNumber } from './numberFormats';

/**
 * The guidance numbers as the page writes them, for templates that name them: {recommendedMin} to
 * {recommendedMax} hashtags recommended, at most {maxPerPost}, {everydayMin} to {everydayMax} for everyday posting.
 */
export function hashtagGuidanceNumbers(locale: string): Record<string, string> {
  const number = (value: number) => formatNumber(value, locale);
  return {
    recommendedMin: number(HASHTAGS_RECOMMENDED_PER_POST.min),
    recommendedMax: number(HASHTAGS_RECOMMENDED_PER_POST.max),
    maxPerPost: number(HASHTAGS_MAX_PER_POST),
    everydayMin: number(HASHTAGS_EVERYDAY_PER_VIDEO.min),
    everydayMax: number(HASHTAGS_EVERYDAY_PER_VIDEO.max),
  };
}

/** The Recommended Mix's shares ("30% trending, 30% niche and 40% topic-specific hashtags") from a template naming {trending}, {niche} and {topic}. */
export function recommendedMixShares(template: string, locale: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return fillTemplate(template, {
    trending: percent.format(RECOMMENDED_TRENDING_SHARE),
    niche: percent.format(RECOMMENDED_NICHE_SHARE),
    topic: percent.format(RECOMMENDED_TOPIC_SHARE),
  });
}

/** The visitor's topic set inside a sentence, isolated (FSI … PDI) so a right-to-left topic keeps its order. */
export function isolatedTopic(topic: string): string {
  return `\u2068${topic.trim()}\u2069`;
}

/** "Keep the topic to 100 characters: it has 3 too many." from a template naming {max} and {count} (the characters over). */
export function tooLongText(texts: PluralTexts, max: number, over: number, locale: string): string {
  return countedText(texts, over, locale, { max: formatNumber(max, locale) });
}
