/**
 * The tutorials collection as the build reads it: summaries ordered and indexed once per build, shared
 * by every tutorial page (getCollection copies every entry on each call, so calling it per page made
 * the build quadratic in the number of tutorials).
 */
import { publishedEntries } from '@/render/publishedCollection';
import { TutorialIndex, toTutorialSummary, type TutorialSummary } from '@/lib/tutorials';

let built: Promise<TutorialIndex<TutorialSummary>> | undefined;

async function indexCollection(): Promise<TutorialIndex<TutorialSummary>> {
  return new TutorialIndex((await publishedEntries('tutorials')).map(toTutorialSummary));
}

export function tutorialIndex(): Promise<TutorialIndex<TutorialSummary>> {
  // The dev server reloads content while it runs, so it reads the collection afresh on each request.
  if (import.meta.env.DEV) return indexCollection();
  built ??= indexCollection();
  return built;
}
