/** The calculator's shareable link: this page with the inputs in its query string. */
import { type EarningsInputs } from '@/lib/earnings/inputs';
import { earningsSearchWith } from '@/lib/earnings/urlState';

/** The page's absolute address with `inputs` in the query string (other parameters and the fragment kept). */
export function earningsUrl(inputs: EarningsInputs): string {
  return `${location.origin}${location.pathname}${earningsSearchWith(location.search, inputs)}${location.hash}`;
}
