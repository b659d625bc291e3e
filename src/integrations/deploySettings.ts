/**
 * Deploy settings read from the environment at build time (SITE_URL, BASE_PATH,
 * PUBLIC_GA_MEASUREMENT_ID, PUBLIC_ANALYTICS_CONSENT, PUBLIC_OFFLINE, REMOTE_COVERS, the content
 * editor's PUBLIC_CMS, CMS_GITHUB_REPO, CMS_GITHUB_BRANCH and CMS_AUTH_URL, and the test setting
 * REMOTE_COVER_STAND_IN), validated before anything is built: a malformed value stops the build with the
 * variable named. Unset or empty, each keeps the site's default. The content loaders read the two cover
 * settings from the environment themselves (src/render/contentLoaders.ts) through the same parsers; the
 * pages' CSP takes REMOTE_COVERS from here.
 */
import { SITE } from '../data/site';
import { CONSENT_POLICIES, parseConsentPolicy, type ConsentPolicy } from '../data/analytics';
import {
  REMOTE_COVER_MODES,
  parseRemoteCoverMode,
  parseStandInOrigin,
  type RemoteCoverMode,
} from '../lib/remoteCovers';
import { CONTENT_EDITOR_DEFAULT_BRANCH, CONTENT_EDITOR_LOCAL_REPO } from '../data/contentEditor';

/** Where the content editor at /admin/ commits and how it signs in. */
interface ContentEditorDeploy {
  /** owner/name: CMS_GITHUB_REPO, else GITHUB_REPOSITORY (set by GitHub Actions), else a local name. */
  repo: string;
  /** CMS_GITHUB_BRANCH, else main. */
  branch: string;
  /** CMS_AUTH_URL: the OAuth relay's https address for "Sign in with GitHub", or null (token sign-in only). */
  authUrl: string | null;
}

export interface DeploySettings {
  /** Origin for canonical, Open Graph, sitemap and feed URLs, without a trailing slash. */
  site: string;
  /** Folder the site is served from: '/' at the domain root, else '/creator-hub/' (both slashes). */
  base: string;
  /** Google Analytics measurement id, or null to keep analytics events in window.dataLayer only. */
  measurementId: string | null;
  /** Whether the Google tag may set cookies: ask each visitor (default), always, or never. */
  analyticsConsent: ConsentPolicy;
  /** Whether pages register the offline service worker (PUBLIC_OFFLINE, on unless 'false'). */
  offline: boolean;
  /** How covers given as URLs are treated (REMOTE_COVERS): the pages' CSP allows remote pictures only for `link`. */
  remoteCovers: RemoteCoverMode;
  /** The content editor's settings, or null when PUBLIC_CMS=false leaves /admin/ out of the build. */
  contentEditor: ContentEditorDeploy | null;
}

export type DeployEnv = Record<string, string | undefined>;

/** GA4 measurement ids look like G-ABC123XYZ9: 'G-' then upper-case letters and digits. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;
/** One folder name of a base path: URL-safe characters only, so it needs no escaping anywhere. */
const BASE_SEGMENT = /^[A-Za-z0-9._~-]+$/;

export class DeploySettingsError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid deploy settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DeploySettingsError';
  }
}

function siteUrl(value: string, problems: string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`SITE_URL must be an absolute http(s) URL such as https://example.com, got "${value}"`);
    return SITE.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`SITE_URL must start with https:// or http://, got "${value}"`);
  } else if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    problems.push(`SITE_URL must be an origin only (put a sub-folder in BASE_PATH), got "${value}"`);
  }
  return url.origin;
}

function basePath(value: string, problems: string[]): string {
  const segments = value.replace(/\/$/, '').split('/').slice(1);
  const valid =
    value.startsWith('/') &&
    !value.startsWith('//') &&
    (value === '/' || segments.every((segment) => BASE_SEGMENT.test(segment) && segment !== '.' && segment !== '..'));
  if (!valid) {
    problems.push(
      `BASE_PATH must be a folder path such as /creator-hub (leading slash; letters, digits, '.', '_', '~', '-'), got "${value}"`,
    );
    return '/';
  }
  return value === '/' ? '/' : `/${segments.join('/')}/`;
}

function measurementId(value: string, problems: string[]): string | null {
  if (!MEASUREMENT_ID.test(value)) {
    problems.push(`PUBLIC_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX (a GA4 measurement id), got "${value}"`);
    return null;
  }
  return value;
}

function consentPolicy(value: string, problems: string[]): ConsentPolicy {
  const policy = parseConsentPolicy(value);
  if (policy === null)
    problems.push(`PUBLIC_ANALYTICS_CONSENT must be one of ${CONSENT_POLICIES.join(', ')}, got "${value}"`);
  return policy ?? 'ask';
}

function onOffSwitch(name: string, value: string, problems: string[]): boolean {
  if (value !== 'true' && value !== 'false') {
    problems.push(`${name} must be true or false, got "${value}"`);
    return true;
  }
  return value === 'true';
}

/** GitHub's owner/name: letters, digits, '-', '_' and '.', one slash. */
const GITHUB_REPO = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;
/** A branch name without spaces, '..', or characters git refuses. */
const BRANCH = /^(?!.*\.\.)(?!\/)(?!.*\/$)[A-Za-z0-9._/-]+$/;

function contentEditorSettings(env: (name: string) => string | undefined, problems: string[]): ContentEditorDeploy {
  const repo = env('CMS_GITHUB_REPO') ?? env('GITHUB_REPOSITORY');
  const branch = env('CMS_GITHUB_BRANCH');
  const authUrl = env('CMS_AUTH_URL');
  if (repo !== undefined && !GITHUB_REPO.test(repo))
    problems.push(`CMS_GITHUB_REPO must be a GitHub repository as owner/name, got "${repo}"`);
  if (branch !== undefined && !BRANCH.test(branch))
    problems.push(`CMS_GITHUB_BRANCH must be a branch name such as main, got "${branch}"`);
  let relay: string | null = null;
  if (authUrl !== undefined) {
    const url = URL.canParse(authUrl) ? new URL(authUrl) : null;
    if (url?.protocol === 'https:' && !url.search && !url.hash) relay = url.href.replace(/\/$/, '');
    else problems.push(`CMS_AUTH_URL must be the https address of an OAuth relay, got "${authUrl}"`);
  }
  return { repo: repo ?? CONTENT_EDITOR_LOCAL_REPO, branch: branch ?? CONTENT_EDITOR_DEFAULT_BRANCH, authUrl: relay };
}

function remoteCoverMode(value: string, problems: string[]): RemoteCoverMode {
  const mode = parseRemoteCoverMode(value);
  if (mode === null) problems.push(`REMOTE_COVERS must be one of ${REMOTE_COVER_MODES.join(', ')}, got "${value}"`);
  return mode ?? 'fetch';
}

function standInOrigin(value: string, problems: string[]) {
  if (parseStandInOrigin(value) === null)
    problems.push(
      `REMOTE_COVER_STAND_IN must be an http(s) origin on this machine such as http://127.0.0.1:4398, got "${value}"`,
    );
}

/** Reads and checks every deploy variable, reporting all problems at once. */
export function readDeploySettings(env: DeployEnv): DeploySettings {
  const problems: string[] = [];
  // An empty variable counts as unset (CI systems often define them empty); spaces are kept and rejected.
  const value = (name: string) => env[name] || undefined;
  const site = value('SITE_URL');
  const base = value('BASE_PATH');
  const id = value('PUBLIC_GA_MEASUREMENT_ID');
  const consent = value('PUBLIC_ANALYTICS_CONSENT');
  const offline = value('PUBLIC_OFFLINE');
  const covers = value('REMOTE_COVERS');
  const standIn = value('REMOTE_COVER_STAND_IN');
  const cms = value('PUBLIC_CMS');
  // Checked here so a typo stops the build at once; the content loaders read them (contentLoaders.ts).
  if (standIn !== undefined) standInOrigin(standIn, problems);
  const settings: DeploySettings = {
    site: site === undefined ? SITE.url : siteUrl(site, problems),
    base: base === undefined ? '/' : basePath(base, problems),
    measurementId: id === undefined ? null : measurementId(id, problems),
    analyticsConsent: consent === undefined ? 'ask' : consentPolicy(consent, problems),
    offline: offline === undefined ? true : onOffSwitch('PUBLIC_OFFLINE', offline, problems),
    remoteCovers: covers === undefined ? 'fetch' : remoteCoverMode(covers, problems),
    contentEditor:
      cms === undefined || onOffSwitch('PUBLIC_CMS', cms, problems) ? contentEditorSettings(value, problems) : null,
  };
  if (problems.length > 0) throw new DeploySettingsError(problems);
  return settings;
}
