/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { calculator } from './calculator';
import { hashtagGenerator } from './hashtagGenerator';
import { layout } from './layout';
import { tools } from './tools';

export const en = { layout, calculator, hashtagGenerator, tools };
