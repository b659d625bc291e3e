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
    hint: 'انسخ الرابط وافتحه في تيك توك لمشاهدته.',
    featured: 'فيديو مميز',
    example: 'مثال {number}',
    unknownCreator: 'فيديو على تيك توك',
  },
  howTo: {
    heading: 'كيف تستفيد من الترند',
    steps: [
      {
        title: 'ادرس الأمثلة',
        text: 'شاهد الفيديو المميز والأمثلة، ولاحظ جذب الثانية الأولى والإيقاع والختام.',
      },
      {
        title: 'ابحث عن زاويتك',
        text: 'كيف تناسب الصيغة مجالك؟ النسخ الأنجح تضيف ما لا يقدّمه غيرك.',
      },
      {
        title: 'انشر بالهاشتاغات المناسبة',
        text: 'استخدم 3 إلى 5 هاشتاغات: اثنين من الترند مثل {hashtags}، وواحدًا أو اثنين من مجالك.',
      },
      {
        title: 'تفاعل وطوّر',
        text: 'رُدّ على التعليقات في الساعة الأولى، وراجع إحصائياتك بعد يومين، ثم حسّن نسختك التالية.',
      },
    ],
    generate: 'أنشئ هاشتاغات للترند',
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
    bookmark: 'أضف إلى المفضلة',
    removeBookmark: 'أزل من المفضلة',
    shareTrend: 'شارك الترند',
    views: {
      zero: 'لم تشاهده بعد.',
      one: 'شاهدته مرة واحدة.',
      two: 'شاهدته مرتين.',
      few: 'شاهدته {count} مرات.',
      many: 'شاهدته {count} مرة.',
      other: 'شاهدته {count} مرة.',
    },
    linkCopied: 'تم نسخ الرابط!',
  },
};
