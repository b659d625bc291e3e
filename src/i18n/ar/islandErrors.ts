/** The generic error screen of a failed island, in Arabic. */
import type { Dictionary } from '../dictionary';

export const islandErrors: Dictionary['islandErrors'] = {
  title: 'حدث خطأ غير متوقع في التطبيق!',
  message: 'توقف هذا الجزء من الصفحة عن العمل. وغالبًا ما تحل إعادة تحميل الصفحة المشكلة.',
  reload: 'إعادة تحميل الصفحة',
};
