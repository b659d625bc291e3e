/**
 * Build-time: every share card the site has, one per published tutorial and trend (the dev server also
 * draws unpublished ones, for the author preview) and one per page of FIXED_SHARE_CARDS.
 */
import { SITE } from '@/data/site';
import { isLocalCover, type Cover } from '@/lib/covers';
import { FIXED_SHARE_CARDS, trendCardLabel, tutorialCardLabel, type ShareCardSpec } from '@/lib/shareCards';
import { tutorialRoute } from '@/lib/tutorials';
import { publishedEntries } from './publishedCollection';
import { tutorialIndex } from './tutorialCollection';
import { fileDigest } from './shareCardImage';

function spec(route: string, title: string, label: string, cover?: Cover): ShareCardSpec {
  const coverPath = isLocalCover(cover) ? (cover as { fsPath?: string }).fsPath : undefined;
  return {
    route,
    content: { title, label, siteName: SITE.name, coverDigest: coverPath && fileDigest(coverPath) },
    coverPath,
  };
}

export async function shareCardSpecs(): Promise<ShareCardSpec[]> {
  const tutorials = (await tutorialIndex()).ordered;
  const trends = await publishedEntries('trends');
  return [
    ...FIXED_SHARE_CARDS.map(({ route, title, label }) => spec(route, title, label)),
    ...tutorials.map((tutorial) =>
      spec(tutorialRoute(tutorial.id), tutorial.title, tutorialCardLabel(tutorial.category), tutorial.image),
    ),
    ...trends.map(({ id, data }) => spec(`/trends/${id}`, data.title, trendCardLabel(data.category), data.image)),
  ];
}
