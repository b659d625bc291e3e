/**
 * Build-time: every share card the site has, one per tutorial and trend the collections hold (on the
 * dev server unpublished ones too, for the author preview) and one per page of FIXED_SHARE_CARDS. The dev
 * server draws them on request through src/pages/og; a build publishes each from its page instead.
 */
import { FIXED_SHARE_CARDS, trendCardLabel, tutorialCardLabel, type ShareCardSpec } from '@/build/shareCards';
import { tutorialRoute } from '@/lib/tutorials';
import { publishedEntries } from './publishedCollection';
import { tutorialIndex } from './tutorialCollection';
import { shareCardSpec } from './shareCardImage';

export async function shareCardSpecs(): Promise<ShareCardSpec[]> {
  const tutorials = (await tutorialIndex()).ordered;
  const trends = await publishedEntries('trends');
  return [
    ...FIXED_SHARE_CARDS.map(({ route, title, label }) => shareCardSpec(route, title, label)),
    ...tutorials.map((tutorial) =>
      shareCardSpec(tutorialRoute(tutorial.id), tutorial.title, tutorialCardLabel(tutorial.category), tutorial.image),
    ),
    ...trends.map(({ id, data }) =>
      shareCardSpec(`/trends/${id}`, data.title, trendCardLabel(data.category), data.image),
    ),
  ];
}
