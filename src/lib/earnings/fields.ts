/**
 * The calculator's fields as the visitor sees them, and their place in the address. Followers and
 * posts stay as typed while editing (an emptied field must not snap to 0 under the caret); the
 * estimate and the address use the parsed numbers.
 */
import { parseEngagementPercent, parseFollowers, parsePostsPerMonth, type EarningsInputs } from './inputs';
import { earningsInputsFromSearchParams, earningsSearchWith } from './urlState';

/** The calculator's field values: the two number fields as typed, the slider as a number. */
export interface EarningsFields {
  followers: string;
  posts: string;
  engagementPercent: number;
}

/** The fields that show `inputs`. */
export function fieldsFor(inputs: EarningsInputs): EarningsFields {
  return {
    followers: String(inputs.followers),
    posts: String(inputs.postsPerMonth),
    engagementPercent: inputs.engagementPercent,
  };
}

/** The inputs the estimate uses for what the fields hold ("" is 0, "2.7" is 2). */
export function inputsFrom(fields: EarningsFields): EarningsInputs {
  return {
    followers: parseFollowers(fields.followers),
    engagementPercent: parseEngagementPercent(fields.engagementPercent),
    postsPerMonth: parsePostsPerMonth(fields.posts),
  };
}

/** The fields a query string stands for: its calculator parameters, the defaults where missing. */
export function readEarningsFields(search: string): EarningsFields {
  return fieldsFor(earningsInputsFromSearchParams(new URLSearchParams(search)));
}

/** The query string for the fields, other parameters kept. */
export function writeEarningsFields(fields: EarningsFields, currentSearch: string): string {
  return earningsSearchWith(currentSearch, inputsFrom(fields));
}
