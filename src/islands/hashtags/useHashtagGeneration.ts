/**
 * Generating, once the form's checks pass: the generating state for HASHTAG_GENERATION_DELAY_MS, during
 * which the generator and its hashtag pools download, then the lists (or the failure) with a toast, and
 * on a phone the results scrolled into view.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { HASHTAG_GENERATION_DELAY_MS } from '@/data/hashtagGenerator';
import type { Language } from '@/data/languages';
import { countedText } from '@/lib/dictionaries';
import type { HashtagRequest } from '@/lib/hashtagForm';
import type { HashtagGeneratorEvent } from '@/lib/hashtagGeneratorState';
import { isolatedTopic } from '@/lib/hashtagWording';
import { showToast } from '@/scripts/toast';
import { loadHashtagGenerator } from './loadHashtagGenerator';
import type { HashtagGeneratorTexts } from './texts';

interface Generation {
  dispatch: (event: HashtagGeneratorEvent) => void;
  texts: HashtagGeneratorTexts;
  /** The page's language: the hashtag pools and stop words the generator downloads. */
  language: Language;
  /** The page's locale, for the count in the toast. */
  locale: string;
  /** The results section, brought into view when the lists arrive. */
  results: RefObject<HTMLElement | null>;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** On a phone the results sit below the form, likely out of sight (on wide screens they stay in view). */
function revealResults(section: HTMLElement | null) {
  if (!section) return;
  const { top } = section.getBoundingClientRect();
  if (top < 0 || top > window.innerHeight / 2) {
    section.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
}

/** Returns what starts a generation; one still waiting when the generator unmounts never runs. */
export function useHashtagGeneration({ dispatch, texts, language, locale, results }: Generation) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return function startGeneration(request: Required<HashtagRequest>) {
    dispatch({ type: 'generationStarted' });
    // The generator and its hashtag pools download during the generating state, not with the page.
    const generator = loadHashtagGenerator(language);
    const generate = async () => {
      try {
        const generateHashtags = await generator;
        const generated = generateHashtags(request);
        dispatch({ type: 'generated', result: generated });
        showToast({
          title: texts.generatedTitle,
          description: countedText(texts.generatedMessage, generated.recommended.length, locale, {
            topic: isolatedTopic(request.topic),
          }),
          variant: 'success',
        });
        revealResults(results.current);
      } catch (error) {
        console.error('Hashtag generation failed:', error);
        dispatch({ type: 'generationFailed' });
        showToast({ title: texts.failedTitle, description: texts.failedMessage, variant: 'destructive' });
      }
    };
    timer.current = setTimeout(() => void generate(), HASHTAG_GENERATION_DELAY_MS);
  };
}
