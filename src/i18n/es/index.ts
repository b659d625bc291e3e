/** The Spanish dictionary. */
import type { Dictionary } from '../dictionary';
import { about } from './about';
import { contact } from './contact';
import { home } from './home';
import { layout } from './layout';
import { legal } from './legal';
import { newsletter } from './newsletter';
import { pricing } from './pricing';
import { samples } from './samples';

export const es = { layout, home, samples, newsletter, about, contact, legal, pricing } satisfies Dictionary;
