/** The not-found page in Arabic. */
import type { Dictionary } from '../dictionary';

export const notFound: Dictionary['notFound'] = {
  description: 'الصفحة التي تبحث عنها غير موجودة أو تغيّر عنوانها.',
  generic: {
    pageTitle: 'الصفحة غير موجودة',
    heading: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
  },
  tutorial: {
    pageTitle: 'الدرس غير موجود',
    heading: 'الدرس غير موجود',
    message: 'لم نعثر على الدرس الذي تبحث عنه. ربما تغيّر اسمه أو حُذف.',
  },
  trend: {
    pageTitle: 'الترند غير موجود',
    heading: 'الترند غير موجود',
    message: 'الترند الذي تبحث عنه غير موجود أو حُذف.',
  },
  browseTutorials: 'تصفّح كل الدروس',
  backToTrends: 'العودة إلى الترندات',
  returnHome: 'العودة إلى الرئيسية',
};
