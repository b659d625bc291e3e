/**
 * The generator with the page language's vocabulary, downloaded on first use (during the generating
 * state, not with the page). Each language's hashtag pools and stop words are a chunk of their own, so
 * a page fetches its own language's and never another's.
 */
import type { HashtagVocabulary } from '@/data/hashtagVocabulary';
import type { Language } from '@/data/languages';
import type { HashtagRequest, HashtagResult } from '@/lib/hashtagForm';
import { lazyLoad } from '@/lib/lazyLoad';

type VocabularyModule = { HASHTAG_VOCABULARY: HashtagVocabulary };

const VOCABULARIES: Readonly<Record<Language, () => Promise<VocabularyModule>>> = {
  en: () => import('@/data/hashtagVocabularies/en'),
  es: () => import('@/data/hashtagVocabularies/es'),
  ar: () => import('@/data/hashtagVocabularies/ar'),
};

type Generate = (request: HashtagRequest) => HashtagResult;

const loaders: Partial<Record<Language, () => Promise<Generate>>> = {};

/** Starts the download once per language; a failed download may be retried on the next press. */
export function loadHashtagGenerator(language: Language): Promise<Generate> {
  const load = (loaders[language] ??= lazyLoad(async () => {
    const [{ generateHashtags }, { HASHTAG_VOCABULARY }] = await Promise.all([
      import('@/lib/hashtags'),
      VOCABULARIES[language](),
    ]);
    return (request: HashtagRequest) => generateHashtags(request, HASHTAG_VOCABULARY);
  }));
  return load();
}
