import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeploySettingsError, readDeploySettings } from '@/integrations/deploySettings';
import { SITE } from '@/data/site';
import { CONTENT_EDITOR_DEFAULT_BRANCH, CONTENT_EDITOR_LOCAL_REPO } from '@/data/contentEditor';

/** The message a build stops with for `env`, or null when the settings are valid. */
function problemsOf(env: Record<string, string>): string[] | null {
  try {
    readDeploySettings(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DeploySettingsError);
    return (error as DeploySettingsError).problems;
  }
}

describe('readDeploySettings', () => {
  it("keeps today's defaults when nothing is set, or set empty", () => {
    const defaults = {
      site: SITE.url,
      base: '/',
      measurementId: null,
      analyticsConsent: 'ask',
      offline: true,
      remoteCovers: 'fetch',
      contentEditor: { repo: CONTENT_EDITOR_LOCAL_REPO, branch: CONTENT_EDITOR_DEFAULT_BRANCH, authUrl: null },
    };
    expect(readDeploySettings({})).toEqual(defaults);
    expect(
      readDeploySettings({
        SITE_URL: '',
        BASE_PATH: '',
        PUBLIC_GA_MEASUREMENT_ID: '',
        PUBLIC_ANALYTICS_CONSENT: '',
        PUBLIC_OFFLINE: '',
        REMOTE_COVERS: '',
        PUBLIC_CMS: '',
        CMS_GITHUB_REPO: '',
        CMS_GITHUB_BRANCH: '',
        CMS_AUTH_URL: '',
        GITHUB_REPOSITORY: '',
      }),
    ).toEqual(defaults);
  });

  it('takes the origin of SITE_URL, with or without a trailing slash', () => {
    expect(readDeploySettings({ SITE_URL: 'https://example.org' }).site).toBe('https://example.org');
    expect(readDeploySettings({ SITE_URL: 'https://example.org/' }).site).toBe('https://example.org');
    expect(readDeploySettings({ SITE_URL: 'http://localhost:8080' }).site).toBe('http://localhost:8080');
  });

  it.each([
    ['/creator-hub', '/creator-hub/'],
    ['/creator-hub/', '/creator-hub/'],
    ['/a/b.c_d~e-f', '/a/b.c_d~e-f/'],
    ['/', '/'],
  ])('normalises BASE_PATH %s to %s', (value, base) => {
    expect(readDeploySettings({ BASE_PATH: value }).base).toBe(base);
  });

  it('accepts a GA4 measurement id', () => {
    expect(readDeploySettings({ PUBLIC_GA_MEASUREMENT_ID: 'G-TEST12345' }).measurementId).toBe('G-TEST12345');
  });

  it.each(['ask', 'granted', 'denied'])('accepts the analytics consent policy %s', (policy) => {
    expect(readDeploySettings({ PUBLIC_ANALYTICS_CONSENT: policy }).analyticsConsent).toBe(policy);
  });

  it('turns the offline service worker off only for PUBLIC_OFFLINE=false', () => {
    expect(readDeploySettings({ PUBLIC_OFFLINE: 'false' }).offline).toBe(false);
    expect(readDeploySettings({ PUBLIC_OFFLINE: 'true' }).offline).toBe(true);
  });

  it.each(['fetch', 'skip', 'link'])('accepts the remote cover mode %s', (mode) => {
    expect(readDeploySettings({ REMOTE_COVERS: mode }).remoteCovers).toBe(mode);
  });

  it('accepts a stand-in on this machine, which changes no setting of the config', () => {
    expect(readDeploySettings({ REMOTE_COVER_STAND_IN: 'http://127.0.0.1:4398' })).toEqual(readDeploySettings({}));
  });

  it('leaves the content editor out only for PUBLIC_CMS=false', () => {
    expect(readDeploySettings({ PUBLIC_CMS: 'false' }).contentEditor).toBeNull();
    expect(readDeploySettings({ PUBLIC_CMS: 'true' }).contentEditor).toEqual(readDeploySettings({}).contentEditor);
    expect(readDeploySettings({ PUBLIC_CMS: 'true' }).contentEditor).not.toBeNull();
  });

  it("commits to CMS_GITHUB_REPO, else to GitHub Actions' GITHUB_REPOSITORY", () => {
    const repo = (env: Record<string, string>) => readDeploySettings(env).contentEditor?.repo;
    expect(repo({ CMS_GITHUB_REPO: 'me/site' })).toBe('me/site');
    expect(repo({ CMS_GITHUB_REPO: 'My-Org/my.site_2' })).toBe('My-Org/my.site_2');
    expect(repo({ GITHUB_REPOSITORY: 'org/repo' })).toBe('org/repo');
    expect(repo({ GITHUB_REPOSITORY: 'org/repo', CMS_GITHUB_REPO: 'me/site' })).toBe('me/site');
    expect(repo({ GITHUB_REPOSITORY: 'org/repo', CMS_GITHUB_REPO: '' })).toBe('org/repo');
  });

  it('commits to CMS_GITHUB_BRANCH', () => {
    expect(readDeploySettings({ CMS_GITHUB_BRANCH: 'content' }).contentEditor?.branch).toBe('content');
    expect(readDeploySettings({ CMS_GITHUB_BRANCH: 'feature/cms-1.2' }).contentEditor?.branch).toBe('feature/cms-1.2');
  });

  it('signs in through the CMS_AUTH_URL relay, without its trailing slash', () => {
    const authUrl = (value: string) => readDeploySettings({ CMS_AUTH_URL: value }).contentEditor?.authUrl;
    expect(authUrl('https://auth.example.workers.dev/')).toBe('https://auth.example.workers.dev');
    expect(authUrl('https://auth.example.workers.dev')).toBe('https://auth.example.workers.dev');
    expect(authUrl('https://example.com/relay/')).toBe('https://example.com/relay');
  });

  it('checks no content editor setting when PUBLIC_CMS=false', () => {
    expect(readDeploySettings({ PUBLIC_CMS: 'false', CMS_GITHUB_REPO: 'nope' }).contentEditor).toBeNull();
  });

  it.each([
    ['SITE_URL', 'example.com'],
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'https://example.com/sub'],
    ['SITE_URL', 'https://example.com/?x=1'],
    ['SITE_URL', 'https://user:secret@example.com'],
    ['BASE_PATH', 'creator-hub'],
    ['BASE_PATH', '/creator hub'],
    ['BASE_PATH', ' /creator-hub'],
    ['BASE_PATH', 'https://example.com/creator-hub'],
    ['BASE_PATH', '//cdn.example.com'],
    ['BASE_PATH', '/a//b'],
    ['BASE_PATH', '/a/../b'],
    ['BASE_PATH', '/a?b'],
    ['PUBLIC_GA_MEASUREMENT_ID', 'UA-12345-1'],
    ['PUBLIC_GA_MEASUREMENT_ID', 'g-abc123'],
    ['PUBLIC_GA_MEASUREMENT_ID', 'G-'],
    ['PUBLIC_GA_MEASUREMENT_ID', 'G-ABC 123'],
    ['PUBLIC_ANALYTICS_CONSENT', 'yes'],
    ['PUBLIC_ANALYTICS_CONSENT', 'Ask'],
    ['PUBLIC_OFFLINE', 'no'],
    ['PUBLIC_OFFLINE', 'FALSE'],
    ['REMOTE_COVERS', 'download'],
    ['REMOTE_COVERS', 'Link'],
    ['REMOTE_COVERS', 'off'],
    ['REMOTE_COVER_STAND_IN', 'https://images.example.com'],
    ['REMOTE_COVER_STAND_IN', '127.0.0.1:4398'],
    ['REMOTE_COVER_STAND_IN', 'ftp://127.0.0.1'],
    ['PUBLIC_CMS', 'maybe'],
    ['PUBLIC_CMS', 'False'],
    ['CMS_GITHUB_REPO', 'nope'],
    ['CMS_GITHUB_REPO', 'a/b/c'],
    ['CMS_GITHUB_REPO', 'a b/c'],
    ['CMS_GITHUB_REPO', 'https://github.com/a/b'],
    ['CMS_GITHUB_BRANCH', 'bad..branch'],
    ['CMS_GITHUB_BRANCH', 'has space'],
    ['CMS_GITHUB_BRANCH', '/main'],
    ['CMS_AUTH_URL', 'http://x.example'],
    ['CMS_AUTH_URL', 'not a url'],
    ['CMS_AUTH_URL', 'https://auth.example.com/?state=1'],
  ])('stops the build for %s=%j, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems![0]).toContain(name);
    expect(problems![0]).toContain(JSON.stringify(value));
  });

  it('stops on a malformed GITHUB_REPOSITORY when CMS_GITHUB_REPO is unset', () => {
    const problems = problemsOf({ GITHUB_REPOSITORY: 'a/b/c' });
    expect(problems).toHaveLength(1);
    expect(problems![0]).toMatch(/GITHUB_REPO/);
    expect(problems![0]).toContain('"a/b/c"');
  });

  it('reports every malformed variable at once', () => {
    const problems = problemsOf({ SITE_URL: 'nope', BASE_PATH: 'nope', PUBLIC_GA_MEASUREMENT_ID: 'nope' });
    expect(problems!.map((problem) => problem.split(' ')[0])).toEqual([
      'SITE_URL',
      'BASE_PATH',
      'PUBLIC_GA_MEASUREMENT_ID',
    ]);
  });
});

describe('astro build', () => {
  it('stops on a malformed deploy variable before writing anything, naming the variable', () => {
    const folder = mkdtempSync(join(tmpdir(), 'deploy-settings-'));
    const outDir = join(folder, 'dist');
    try {
      const build = spawnSync('node_modules/.bin/astro', ['build', '--outDir', outDir], {
        encoding: 'utf8',
        env: { ...process.env, BASE_PATH: '/creator hub', SITE_URL: '' },
      });
      expect(build.status).not.toBe(0);
      expect(`${build.stdout}${build.stderr}`).toContain('BASE_PATH must be a folder path');
      expect(existsSync(outDir)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
