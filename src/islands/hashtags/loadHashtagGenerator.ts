/**
 * The generator with the page language's vocabulary, downloaded on first use (during the generating
 * state, not with the page). Each language's hashtag pools and stop words are a file of its own
 * (src/data/hashtagVocabularies/<language>.ts), so a page fetches its own language's and never another's.
 */
import type { HashtagVocabulary } from '@/data/hashtagVocabulary';
import type { Language } from '@/data/languages';
import type { HashtagRequest, HashtagResult } from '@/lib/hashtagForm';
import { lazyLoad } from '@/lib/lazyLoad';

const VOCABULARIES = import.meta.glob<HashtagVocabulary>('../../data/hashtagVocabularies/*.ts', {
  import: 'HASHTAG_VOCABULARY',
});

type Generate = (request: HashtagRequest) => HashtagResult;

const loaders: Partial<Record<Language, () => Promise<Generate>>> = {};

/** The vocabulary file of `language`; the build checks that every language has one. */
function vocabulary(language: Language): Promise<HashtagVocabulary> {
  const load = VOCABULARIES[`../../data/hashtagVocabularies/${language}.ts`];
  return load ? load() : Promise.reject(new Error(`No hashtag vocabulary for ${language}`));
}

/** Starts the download once per language; a failed download may be retried on the next press. */
export function loadHashtagGenerator(language: Language): Promise<Generate> {
  const load = (loaders[language] ??= lazyLoad(async () => {
    const [{ generateHashtags }, words] = await Promise.all([import('@/lib/hashtags'), vocabulary(language)]);
    return (request: HashtagRequest) => generateHashtags(request, words);
  }));
  return load();
}
