/** The web manifest (linked from every page's head). */
import type { APIRoute } from 'astro';
import { webManifest } from '@/lib/webManifest';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest()), { headers: { 'Content-Type': 'application/manifest+json' } });
