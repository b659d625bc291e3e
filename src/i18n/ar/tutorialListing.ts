/** The /tutorials listing in Arabic. */
import type { Dictionary } from '../dictionary';

export const tutorialListing: Dictionary['tutorialListing'] = {
  title: 'دروس النمو على تيك توك',
  numberedTitle: '{title} (الصفحة {page})',
  badge: 'استراتيجيات نمو عملية ونزيهة',
  subtitle: 'أدلة واستراتيجيات عملية تساعدك على تنمية حضورك على تيك توك بنزاهة وفعالية',
  island: {
    searchLabel: 'ابحث في الدروس',
    searchPlaceholder: 'ابحث في الدروس...',
    searchHint: 'الأكثر بحثًا: الخوارزمية، الهاشتاغات، التفاعل، الأصوات الرائجة',
    featuredHeading: 'دروس مميزة',
    categoryGroupLabel: 'التصفية حسب الفئة',
    allCategories: 'الكل',
    listHeading: 'كل الدروس',
    countLine: {
      zero: 'لا توجد دروس متاحة',
      one: 'درس واحد متاح',
      two: 'درسان متاحان',
      few: '{count} دروس متاحة',
      many: '{count} درسًا متاحًا',
      other: '{count} درس متاح',
    },
    noMatches: 'لم نعثر على دروس تطابق بحثك.',
    clearFilters: 'مسح عوامل التصفية',
    filtering: 'جارٍ البحث عن الدروس…',
    filterFailed: 'تعذّر البحث في الدروس الآن. تحقق من اتصالك وحاول مجددًا.',
    retry: 'حاول مجددًا',
    showMore: 'عرض المزيد من الدروس',
    pagerLabel: 'صفحات الدروس',
    previousPage: 'السابق',
    nextPage: 'التالي',
    pageLabel: 'الصفحة {page}',
    card: {
      featuredBadge: 'مميز',
      readTime: 'مدة القراءة: {minutes} د',
      readMore: 'اقرأ الدرس ←',
    },
  },
};
