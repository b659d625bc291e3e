/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { hashtagGenerator } from './hashtagGenerator';
import { layout } from './layout';

export const en = { layout, hashtagGenerator };
