/** The type every language's dictionary has: the English dictionary's keys, with text of its own. */
import type { DictionaryShape } from '../lib/dictionaries';
import type { dictionary as en } from './en';

export type Dictionary = DictionaryShape<typeof en>;
