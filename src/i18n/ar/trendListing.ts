/** The /trends listing in Arabic. */
import type { Dictionary } from '../dictionary';

export const trendListing: Dictionary['trendListing'] = {
  title: 'تقارير ترندات تيك توك',
  badge: 'تقارير الترندات',
  subtitle: 'ترندات صاعدة، بهاشتاغات وتحليل وأمثلة.',
  lastUpdated: 'آخر تحديث: {date}',
  hotHeading: 'الأكثر رواجًا',
  newsletterTitle: 'الترندات قبل ذروتها',
  methodology: {
    heading: 'كيف نرصد الترندات',
    intro: 'يدويًا من بيانات تيك توك العامة، بتحديث مستمر.',
    steps: [
      {
        title: 'نتابع نمو الهاشتاغات',
        text: 'معدل النمو قفزة مشاهداتها في 7 إلى 30 يومًا.',
      },
      {
        title: 'نتحقق من انتشار الصيغة',
        text: 'لا ترند بلا صنّاع كُثر من مجالات وأحجام شتى.',
      },
      {
        title: 'نكتفي بالترند النزيه',
        text: 'بلا بوتات ولا استدراج تفاعل ولا مونتاج مضلل ولا مخاطرة، مهما نما.',
      },
    ],
  },
  island: {
    searchLabel: 'ابحث في الترندات',
    searchPlaceholder: 'ترند أو هاشتاغ...',
    categoryGroupLabel: 'الفئات',
    allCategories: 'الكل',
    resultsHeading: 'كل الترندات',
    matchCount: {
      zero: 'لا ترندات مطابقة',
      one: 'ترند واحد',
      two: 'ترندان',
      few: '{count} ترندات',
      many: '{count} ترندًا',
      other: '{count} ترند',
    },
    noMatches: 'لم نعثر على ترندات تطابق بحثك.',
    clearFilters: 'مسح عوامل التصفية',
    filtering: 'جارٍ البحث عن الترندات…',
    filterFailed: 'تعذّر البحث في الترندات الآن. تحقق من اتصالك وحاول مجددًا.',
    retry: 'حاول مجددًا',
    spottedBefore: 'رُصد في ',
    teaser: {
      badge: 'قريبًا',
      heading: {
        zero: 'افتح مزيدًا من التقارير',
        one: 'افتح تقريرًا إضافيًا',
        two: 'افتح تقريرين إضافيين',
        few: 'افتح {count} تقارير إضافية',
        many: 'افتح {count} تقريرًا إضافيًا',
        other: 'افتح {count} تقرير إضافي',
      },
      text: 'كاملة لمشتركي Pro.',
      listLabel: 'تقارير مقفلة',
      more: {
        zero: 'لا ترندات أخرى',
        one: '+ ترند آخر',
        two: '+ ترندان آخران',
        few: '+ {count} ترندات أخرى',
        many: '+ {count} ترندًا آخر',
        other: '+ {count} ترند آخر',
      },
      upgrade: 'الترقية إلى Pro',
    },
  },
};
