/** The English dictionary: the source every other language's dictionary translates, key for key. */
import { about } from './about';
import { contact } from './contact';
import { home } from './home';
import { layout } from './layout';
import { legal } from './legal';
import { newsletter } from './newsletter';
import { pricing } from './pricing';
import { samples } from './samples';

export const en = { layout, home, samples, newsletter, about, contact, legal, pricing };
