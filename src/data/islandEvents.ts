/** How an island tells the page it is live: React has committed its first render there. */

/** The DOM event an island sends (bubbling, from inside it) once it is live. */
export const ISLAND_LIVE_EVENT = 'island-live';

/** The attribute an island's marker element (a `<template>` at its start) takes once it is live. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';
