/** The calculator's inputs in the query string (?followers=&engagement=&posts=), read and written. */
import {
  DEFAULT_ENGAGEMENT_PERCENT,
  DEFAULT_FOLLOWERS,
  DEFAULT_POSTS_PER_MONTH,
  EARNINGS_SEARCH_PARAMS,
} from '@/data/earnings';
import {
  normalizeEarningsInputs,
  parseEngagementPercent,
  parseFollowers,
  parsePostsPerMonth,
  type EarningsInputs,
} from './inputs';
import { withSearchParams } from '@/lib/listingFilter';

/** Missing parameters take the defaults; present ones go through the same parsing as typed input. */
export function earningsInputsFromSearchParams(params: URLSearchParams): EarningsInputs {
  return {
    followers: parseFollowers(params.get(EARNINGS_SEARCH_PARAMS.followers) ?? DEFAULT_FOLLOWERS),
    engagementPercent: parseEngagementPercent(
      params.get(EARNINGS_SEARCH_PARAMS.engagementPercent) ?? DEFAULT_ENGAGEMENT_PERCENT,
    ),
    postsPerMonth: parsePostsPerMonth(params.get(EARNINGS_SEARCH_PARAMS.postsPerMonth) ?? DEFAULT_POSTS_PER_MONTH),
  };
}

/** True when the query string carries any calculator input, so the page should show those instead of the defaults. */
export function hasEarningsSearchParams(params: URLSearchParams): boolean {
  return Object.values(EARNINGS_SEARCH_PARAMS).some((name) => params.has(name));
}

export function earningsInputsToSearchParams(inputs: EarningsInputs): URLSearchParams {
  const { followers, engagementPercent, postsPerMonth } = normalizeEarningsInputs(inputs);
  return new URLSearchParams({
    [EARNINGS_SEARCH_PARAMS.followers]: String(followers),
    [EARNINGS_SEARCH_PARAMS.engagementPercent]: String(engagementPercent),
    [EARNINGS_SEARCH_PARAMS.postsPerMonth]: String(postsPerMonth),
  });
}

/**
 * The query string (with "?") for `inputs`, keeping any unrelated parameters of `currentSearch`
 * (such as campaign tags) and their order.
 */
export function earningsSearchWith(currentSearch: string, inputs: EarningsInputs): string {
  return withSearchParams(currentSearch, Object.fromEntries(earningsInputsToSearchParams(inputs)));
}
