/**
 * The share cards on the dev server, drawn when asked for (drafts' too, for the author preview). A
 * build leaves this route empty: each page publishes its own card, linked into the output from the
 * cache (src/build/shareCardFiles.ts), which costs far less than 10,000 more routes.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { shareCardSpecs } from '@/build/shareCardList';
import { shareCard } from '@/build/shareCardImage';
import { SHARE_CARD_FOLDER, shareCardPath, type ShareCardSpec } from '@/build/shareCards';

export const getStaticPaths = (async () =>
  import.meta.env.DEV
    ? (await shareCardSpecs()).map((spec) => ({
        // '/og/tutorials/x.jpg' is the card of /tutorials/x: the rest parameter is the part between.
        params: { card: shareCardPath(spec.route).slice(SHARE_CARD_FOLDER.length + 1, -'.jpg'.length) },
        props: { spec },
      }))
    : []) satisfies GetStaticPaths;

export const GET: APIRoute<{ spec: ShareCardSpec }> = async ({ props: { spec } }) =>
  new Response(new Uint8Array(await shareCard(spec.content, spec.coverPath)), {
    headers: { 'Content-Type': 'image/jpeg' },
  });
