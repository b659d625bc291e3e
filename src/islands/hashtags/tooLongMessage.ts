/** What the form says under a text field that is over its length limit. */
import { charactersOverLimit, maxLengthOf, type LimitedField } from '@/lib/hashtagForm';
import { tooLongText } from '@/lib/hashtagWording';
import type { HashtagGeneratorTexts } from './texts';

/** What to say when a field is over its limit; null when it fits. */
export function tooLongMessage(
  field: LimitedField,
  text: string,
  texts: HashtagGeneratorTexts,
  locale: string,
): string | null {
  const over = charactersOverLimit(field, text);
  const template = field === 'topic' ? texts.topicTooLong : texts.descriptionTooLong;
  return over > 0 ? tooLongText(template, maxLengthOf(field), over, locale) : null;
}
