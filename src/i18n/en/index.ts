/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { comingSoon } from './comingSoon';
import { layout } from './layout';

export const en = { layout, comingSoon };
