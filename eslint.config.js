// Lint rules for the whole repository: TypeScript, Astro components, React islands (hooks rules and
// accessibility), build scripts and tests. `npm test` runs it with zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'bench-results/',
      'coverage/',
      // Build caches and the test fixtures' sites made from the project.
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...Object.fromEntries(
        Object.entries(jsxA11y.configs.recommended.rules).map(([name, level]) => [
          name.replace(/^jsx-a11y\//, 'jsx-a11y-x/'),
          level,
        ]),
      ),
    },
  },
  // Rules that read the types (a promise nobody awaits, a promise-returning onClick, an `any` spreading
  // through the code): TypeScript files, checked against the project's tsconfig.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx,mts}'] })),
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['scripts/**', 'tests/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Playwright fixtures are read from a destructured first argument, even when a hook needs none: ({}, testInfo).
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  // A test double implements an async interface (fetch, a loader) without always awaiting anything.
  { files: ['tests/**'], rules: { '@typescript-eslint/require-await': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
