/** The analytics consent prompt in Arabic (loaded by the prompt when it shows on an Arabic page). */
import type { Dictionary } from '../dictionary';

export const consent: Dictionary['consent'] = {
  ask: {
    title: 'ملفات تعريف الارتباط التحليلية',
    text: 'نحصي زيارات الصفحات (رابط الصفحة وعنوانها) عبر Google Analytics لنعرف أي الأدلة تفيد صنّاع المحتوى، ولا نستخدمها للإعلانات أبدًا. هل تسمح له بحفظ ملفات تعريف الارتباط لتمييز الزيارات المتكررة؟',
  },
  gpc: {
    title: 'خاصية Global Privacy Control مفعّلة',
    text: 'يطلب متصفحك من المواقع ألا تتتبعك، لذا لا يحفظ Google Analytics أي ملفات تعريف ارتباط هنا؛ وتُحصى زيارات الصفحات (رابط الصفحة وعنوانها) من دونها.',
  },
  current: {
    granted: 'لقد سمحت بملفات تعريف الارتباط التحليلية.',
    denied: 'لقد رفضت ملفات تعريف الارتباط التحليلية.',
  },
  accept: 'قبول',
  decline: 'رفض',
  dismiss: 'حسنًا',
  privacyLink: 'سياسة الخصوصية',
  saved: {
    granted: 'تم السماح بملفات تعريف الارتباط التحليلية.',
    denied: 'تم رفض ملفات تعريف الارتباط التحليلية.',
  },
};
