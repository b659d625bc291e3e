// html-validate settings for the built pages (npm run test:html): the recommended rules, less the ones
// about markup style rather than validity, and a framework fact.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // Style, not validity: React renders `<input/>`, `maxLength`, `checked=""`; Astro omits end tags.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'doctype-style': 'off',
    'no-inline-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    // Heading ids from markdown may start with a digit ("1-cut-the-first-seconds"), valid in HTML5.
    'valid-id': ['error', { relaxed: true }],
    // The tutorials and trends filter forms apply as you type; Enter submits them implicitly.
    'wcag/h32': 'off',
  },
};
