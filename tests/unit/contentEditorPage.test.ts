// The content editor's page: a shell that loads the self-hosted bundle under a strict policy.
import { describe, expect, it } from 'vitest';
import { contentEditorPage, contentEditorPolicy } from '@/lib/contentEditorPage';

/** The policy's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const CDN_HOSTS = ['unpkg.com', 'cdn.jsdelivr.net', 'esm.sh', 'cdnjs.cloudflare.com'];

describe('contentEditorPolicy', () => {
  const policy = directives(contentEditorPolicy());

  it('runs scripts from the site only: no inline script, no eval, no other host', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('allows nothing that is not named', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it("connects to GitHub's API, and to no wildcard", () => {
    const connect = policy.get('connect-src')!;
    expect(connect).toContain('https://api.github.com');
    expect(connect.filter((source) => source.includes('*') || source === 'https:' || source === 'http:')).toEqual([]);
  });

  it('names each directive once', () => {
    const names = contentEditorPolicy()
      .split(';')
      .map((directive) => directive.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(5);
  });

  it('names no CDN', () => {
    for (const [name, sources] of policy)
      for (const host of CDN_HOSTS) expect(sources.join(' '), name).not.toContain(host);
  });
});

describe('contentEditorPage', () => {
  const page = contentEditorPage('/creator-hub/');

  it('keeps the editor out of search engines', () => {
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('carries the policy in a meta element', () => {
    const policies = [...page.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
    expect(policies).toHaveLength(1);
    expect(policies[0][1]).toBe(contentEditorPolicy());
  });

  it('points the editor at config.json beside the page', () => {
    expect(page).toContain('<link rel="cms-config-url" href="config.json" type="application/json">');
  });

  it("loads the bundle beside the page, then the translation records' listener, with no inline script", () => {
    const scripts = [...page.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
    expect(scripts).toEqual(['<script src="sveltia-cms.js">', '<script src="translation-records.js">']);
    expect(page).toMatch(/<script src="sveltia-cms\.js"><\/script>\s*<script src="translation-records\.js"><\/script>/);
  });

  it('takes its icon from the base path', () => {
    expect(page).toContain('<link rel="icon" href="/creator-hub/favicon.svg" type="image/svg+xml">');
    expect(contentEditorPage('/')).toContain('<link rel="icon" href="/favicon.svg"');
  });
});
