/** A trend's page in Arabic. */
import type { Dictionary } from '../dictionary';

export const trend: Dictionary['trend'] = {
  breadcrumb: { home: 'الرئيسية', trends: 'الترندات' },
  shareCardLabel: 'ترند · {category}',
  hashtagsLabel: 'الهاشتاغات',
  growthRate: {
    zero: '{rate} في {count} يوم',
    one: '{rate} في يوم واحد',
    two: '{rate} في يومين',
    few: '{rate} في {count} أيام',
    many: '{rate} في {count} يومًا',
    other: '{rate} في {count} يوم',
  },
  coverAlt: '{title}: مشهد نموذجي من الترند',
  spotted: 'رُصد في {date}',
  insightsHeading: 'تحليل الترند',
  trackerLabel: 'تابع الترند',
  browseAll: 'كل الترندات',
  videos: {
    heading: 'فيديوهات للدراسة',
    hint: 'انسخ الرابط إلى تيك توك.',
    featured: 'فيديو مميز',
    example: 'مثال {number}',
    unknownCreator: 'فيديو على تيك توك',
  },
  howTo: {
    heading: 'كيف تستفيد من الترند',
    steps: [
      {
        title: 'ادرس الأمثلة',
        text: 'لاحظ في المميز والأمثلة جذب الثانية الأولى والإيقاع والختام.',
      },
      {
        title: 'ابحث عن زاويتك',
        text: 'طوّع الصيغة لمجالك بما لا يقدّمه غيرك.',
      },
      {
        title: 'انشر بهاشتاغات مناسبة',
        text: 'استخدم 3 إلى 5: اثنين من الترند مثل {hashtags}، وواحدًا أو اثنين من مجالك.',
      },
      {
        title: 'تفاعل وحسّن',
        text: 'رُدّ على التعليقات في أول ساعة، وراجع الإحصائيات بعد يومين، وحسّن نسختك التالية.',
      },
    ],
    generate: 'ولّد هاشتاغات للترند',
  },
  relatedHeading: 'ترندات ذات صلة',
  feed: {
    title: '{siteName}: تقارير الترندات',
    description: 'تقارير جديدة عن ترندات تيك توك، الأحدث رصدًا أولًا.',
  },
  buttons: {
    save: 'حفظ',
    saved: 'محفوظ',
    share: 'مشاركة',
    trackerHeading: 'تابع الترند',
    bookmark: 'أضف للمفضلة',
    removeBookmark: 'أزل من المفضلة',
    shareTrend: 'شارك الترند',
    views: {
      zero: 'لم تشاهده بعد.',
      one: 'شاهدته مرة.',
      two: 'شاهدته مرتين.',
      few: 'شاهدته {count} مرات.',
      many: 'شاهدته {count} مرة.',
      other: 'شاهدته {count} مرة.',
    },
    linkCopied: 'نُسخ الرابط!',
  },
};
