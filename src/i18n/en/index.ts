/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { categories } from './categories';
import { layout } from './layout';
import { trend } from './trend';
import { tutorial } from './tutorial';

export const en = { layout, categories, tutorial, trend };
