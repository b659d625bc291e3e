/**
 * The generator's form: topic, description, niche and count. Generate asks for the lists only once the
 * topic is there and both texts fit; otherwise it focuses the first field to fix and says why in a toast.
 */
import { useCallback, useRef, type SubmitEvent } from 'react';
import type { Language } from '@/data/languages';
import type { NicheId } from '@/data/niches';
import { fillTemplate } from '@/lib/dictionaries';
import { isTopicBlank, type HashtagRequest } from '@/lib/hashtagForm';
import type { HashtagGeneratorEvent } from '@/lib/hashtagGeneratorState';
import { hashtagGuidanceNumbers } from '@/lib/hashtagWording';
import { showToast } from '@/scripts/toast';
import CountStepper from './CountStepper';
import { DescriptionField, TopicField } from './TextFields';
import GenerateButton from './GenerateButton';
import NicheChips from './NicheChips';
import { loadHashtagGenerator } from './loadHashtagGenerator';
import type { HashtagGeneratorTexts } from './texts';
import { tooLongMessage } from './tooLongMessage';

interface Props {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  values: Required<HashtagRequest> & { niche: NicheId };
  /** Set when Generate was pressed with a blank topic. */
  topicMissing: boolean;
  generating: boolean;
  dispatch: (event: HashtagGeneratorEvent) => void;
  /** Called with the form's request once it passes the checks. */
  onGenerate: (request: Required<HashtagRequest>) => void;
  texts: HashtagGeneratorTexts;
  /** The page's language: the generator it starts downloading. */
  language: Language;
  /** The page's locale, for counts. */
  locale: string;
}

/** Generate stops at a field to fix: focus goes to it, and a toast says why. */
function stopAt(field: HTMLElement | null, title: string, description: string) {
  field?.focus();
  showToast({ title, description, variant: 'destructive' });
}

export default function HashtagForm(props: Props) {
  const { id, values, topicMissing, generating, dispatch, onGenerate, texts, language, locale } = props;
  const { topic, description, niche, count } = values;
  const topicTooLong = tooLongMessage('topic', topic, texts, locale);
  const descriptionTooLong = tooLongMessage('description', description, texts, locale);
  const topicField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);

  // Stable handlers, so the memoised chips and stepper skip the re-render of every keystroke.
  const pickNiche = useCallback((picked: NicheId) => dispatch({ type: 'nichePicked', niche: picked }), [dispatch]);
  const stepCount = useCallback((stepped: number) => dispatch({ type: 'countStepped', count: stepped }), [dispatch]);

  function generate(event: SubmitEvent) {
    event.preventDefault();
    if (generating) return;
    if (isTopicBlank(topic)) {
      dispatch({ type: 'topicMissing' });
      stopAt(topicField.current, texts.topicRequiredTitle, texts.topicRequiredMessage);
    } else if (topicTooLong) {
      // The limits are counted in characters as the reader sees them, which an input's maxLength cannot do
      // (it counts UTF-16 units): the fields take any length, say when they are over, and Generate stops here.
      stopAt(topicField.current, texts.textTooLongTitle, topicTooLong);
    } else if (descriptionTooLong) {
      stopAt(descriptionField.current, texts.textTooLongTitle, descriptionTooLong);
    } else {
      onGenerate({ topic, description, niche, count });
    }
  }

  return (
    <form
      className="card space-y-6 p-5 sm:p-6"
      onSubmit={generate}
      // Fetch the generator as soon as the visitor starts on the form, so Generate never waits for it.
      onFocus={() => void loadHashtagGenerator(language).catch(() => undefined)}
      noValidate
      aria-label={texts.formLabel}
    >
      <TopicField
        ref={topicField}
        id={`${id}-topic`}
        value={topic}
        error={topicMissing ? texts.topicRequiredMessage : topicTooLong}
        onChange={(typed) => dispatch({ type: 'topicTyped', topic: typed })}
        texts={texts}
      />
      <DescriptionField
        ref={descriptionField}
        id={`${id}-description`}
        value={description}
        error={descriptionTooLong}
        onChange={(typed) => dispatch({ type: 'descriptionTyped', description: typed })}
        texts={texts}
      />
      <NicheChips value={niche} onChange={pickNiche} texts={texts} />
      <div>
        <CountStepper value={count} onChange={stepCount} texts={texts} />
        <p className="mt-1 text-sm text-muted">{fillTemplate(texts.countGuidance, hashtagGuidanceNumbers(locale))}</p>
      </div>
      <GenerateButton generating={generating} texts={texts} />
    </form>
  );
}
