/** The notifications area in Arabic. */
import type { Dictionary } from '../dictionary';

export const toaster: Dictionary['toaster'] = {
  label: 'الإشعارات',
  close: 'إغلاق الإشعار',
};
