// The Vitest side of tests/missingTools.ts: in place of the suite a missing tool cannot run, one test
// that is skipped on a developer's machine and fails with CI set, its name saying what is missing.
import { describe, it } from 'vitest';
import { MISSING_TOOL_FAILS, missingToolMessage } from './missingTools';

export function missingToolSuite(suite: string, what: string, install: string) {
  const message = missingToolMessage(what, install);
  describe(suite, () => {
    if (MISSING_TOOL_FAILS)
      it(message, () => {
        throw new Error(message);
      });
    else it.skip(message);
  });
}
