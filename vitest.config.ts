import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The @/ import alias of tsconfig.json (src/).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // `npm run test:unit` measures coverage of the code unit tests are for, and fails below these
    // floors (set a little under what the tests reach, so a change that drops tests shows).
    coverage: {
      provider: 'v8',
      include: [
        'src/lib/**',
        'src/stores/**',
        'src/build/**',
        'src/islands/common/**',
        'src/islands/search/useSiteSearch.ts',
        'src/scripts/pagefindWorkerEngine.ts',
      ],
      reporter: ['text-summary'],
      thresholds: {
        lines: 80,
        branches: 75,
        functions: 80,
        statements: 80,
        // The pure rules are what the unit tests exist for.
        'src/lib/**': { lines: 95, branches: 90, functions: 95, statements: 95 },
      },
    },
  },
});
