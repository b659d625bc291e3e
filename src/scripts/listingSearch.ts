/**
 * A listing island's side of the filter: questions go to the listing worker
 * (src/scripts/listingSearchWorker.ts), started on the first filtered view, never before.
 */
import type { Language } from '@/data/languages';
import { LISTING_INDEX_FOLDER } from '@/data/listings';
import type { ListingFilter } from '@/lib/listingFilter';
import type { ListingKind } from '@/lib/listingIndex';
import { withBase } from '@/lib/sitePaths';
import type { ListingReply, ListingRequest } from './listingSearchWorkerProtocol';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (reply: ListingReply) => void; reject: (error: Error) => void }>();

function listingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./listingSearchWorker.ts', import.meta.url), {
    type: 'module',
    name: 'listing-filter',
  });
  started.addEventListener('message', (event: MessageEvent<ListingReply>) => {
    const request = waiting.get(event.data.id);
    if (!request) return;
    waiting.delete(event.data.id);
    request.resolve(event.data);
  });
  // The worker could not start or stopped: fail what it was asked and start a fresh one next time.
  started.addEventListener('error', () => {
    started.terminate();
    if (worker === started) worker = undefined;
    for (const request of waiting.values()) request.reject(new Error('The listing filter stopped'));
    waiting.clear();
  });
  worker = started;
  return started;
}

/** The entries of a listing in a language that pass a filter: how many, and the cards of [from, to). */
export async function filterListing<Card>(
  kind: ListingKind,
  language: Language,
  filter: ListingFilter,
  from: number,
  to: number,
): Promise<{ total: number; cards: Card[] }> {
  const id = nextId++;
  const request: ListingRequest = {
    id,
    bundleUrl: new URL(withBase(LISTING_INDEX_FOLDER), location.href).href,
    kind,
    language,
    filter,
    from,
    to,
  };
  const reply = await new Promise<ListingReply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    listingWorker().postMessage(request);
  });
  if (!reply.ok) throw new Error(reply.error);
  return { total: reply.total, cards: reply.cards as Card[] };
}
