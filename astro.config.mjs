// Astro configuration: static output, React islands, MDX, Tailwind 4 through its Vite plugin.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { safeLinks } from './src/lib/markdownUrlPolicy.ts';
import { scrollableTables } from './src/lib/markdownTables.ts';
import { SITE } from './src/data/site.ts';
import { TUTORIAL_ALIASES } from './src/data/tutorialAliases.ts';
import { contentPreviewOnlyInDev } from './src/contentPreview.ts';
import {
  CSP_DIRECTIVES,
  CSP_SCRIPT_RESOURCES,
  CSP_STYLE_RESOURCES,
  sonnerStyleHash,
} from './src/lib/contentSecurityPolicy.ts';

export default defineConfig({
  site: SITE.url,
  output: 'static',
  // Lossless whitespace removal: the 'jsx' default would glue words to the links beside them.
  compressHTML: true,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  redirects: TUTORIAL_ALIASES,
  integrations: [
    contentPreviewOnlyInDev(),
    react(),
    mdx(),
    // The not-found page is for humans who took a wrong turn, not for search engines.
    sitemap({ filter: (page) => !page.includes('/404') }),
  ],
  security: {
    csp: {
      directives: CSP_DIRECTIVES,
      scriptDirective: { resources: CSP_SCRIPT_RESOURCES },
      styleDirective: {
        resources: CSP_STYLE_RESOURCES,
        hashes: [{ hash: sonnerStyleHash(), kind: 'element' }],
      },
    },
  },
  markdown: {
    // Shiki colours code with inline styles, which the CSP forbids; Prism uses classes.
    syntaxHighlight: 'prism',
    // Sätteri (Astro's native processor) keeps a 10,000-tutorial build near a bare build's time;
    // remark/rehype made markdown 17x slower there (scripts/bench-scale.mjs). .mdx inherits it.
    processor: satteri({ hastPlugins: [safeLinks, scrollableTables] }),
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
