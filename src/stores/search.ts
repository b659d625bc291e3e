/** Search state shared by the header box and the /search page's island. */
import { atom } from 'nanostores';

/** True while the /search island is mounted and will handle header searches in place. */
export const $searchPageActive = atom(false);

/** The latest search asked for from the header while on /search (`at` makes repeats distinct). */
export const $searchRequest = atom<{ query: string; at: number } | null>(null);
