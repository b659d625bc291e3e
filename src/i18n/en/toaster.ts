/** The notifications area in English (its texts reach the toaster through src/scripts/interfaceTexts.ts). */
export const toaster = {
  /** The region's name; the toaster adds its keyboard shortcut after it. */
  label: 'Notifications',
  close: 'Close toast',
};
