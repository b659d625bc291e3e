/**
 * The listings' filter index records, written for the build's index step (src/build/listingIndex.ts),
 * which indexes and then removes this file: it lists the whole collection, which no visitor should load.
 */
import type { APIRoute } from 'astro';
import { allListingRecords } from '@/build/listingRecords';

export const GET: APIRoute = async () => new Response(JSON.stringify(await allListingRecords()));
