// Which chunks get V8's eager-compile hint, and where it goes.
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_HINT, holdsReactRuntime, withCompileHint } from '@/integrations/vite/reactCompileHint';

describe('reactCompileHint', () => {
  it("marks chunks holding React's runtime and no others", () => {
    expect(holdsReactRuntime(['/p/node_modules/react-dom/cjs/react-dom-client.production.js'])).toBe(true);
    expect(holdsReactRuntime(['/p/node_modules/scheduler/cjs/scheduler.production.js'])).toBe(true);
    expect(holdsReactRuntime(['/p/node_modules/react/index.js', '/p/src/islands/VoteList.tsx'])).toBe(true);
    expect(holdsReactRuntime(['/p/src/islands/VoteList.tsx', '/p/node_modules/nanostores/index.js'])).toBe(false);
    expect(holdsReactRuntime(['/p/node_modules/@nanostores/react/index.js'])).toBe(false);
  });

  it('puts the hint on the first line, once', () => {
    const code = 'import{t}from"./a.js";export{t};';
    expect(withCompileHint(code)).toBe(`${COMPILE_ALL_HINT}\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });
});
