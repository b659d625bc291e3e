/** The notifications area in English (loaded with the toaster: src/scripts/toast.ts). */
export const toaster = {
  /** The region's name; the toaster adds its keyboard shortcut after it. */
  label: 'Notifications',
  close: 'Close toast',
};
