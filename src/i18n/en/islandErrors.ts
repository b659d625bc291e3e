/**
 * The generic error screen an island shows in its place when it fails, in English (loaded when it
 * shows: src/scripts/islandErrorTexts.ts).
 */
export const islandErrors = {
  title: 'Unexpected Application Error!',
  message: 'This part of the page stopped working. Reloading the page usually fixes it.',
  reload: 'Reload page',
};
