/** The generic error screen an island shows in its place when it fails. */
export const ISLAND_ERROR_TEXTS = {
  title: 'Unexpected Application Error!',
  message: 'This part of the page stopped working. Reloading the page usually fixes it.',
  reload: 'Reload page',
} as const;
