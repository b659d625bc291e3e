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
  trackerLabel: 'تابع هذا الترند',
  browseAll: 'تصفّح كل الترندات',
  videos: {
    heading: 'فيديوهات للدراسة',
    hint: 'انسخ رابطًا والصقه في تيك توك لتشاهده هناك.',
    featured: 'فيديو مميز',
    example: 'مثال {number}',
    unknownCreator: 'فيديو على تيك توك',
  },
  howTo: {
    heading: 'كيف تستخدم هذا الترند',
    steps: [
      {
        title: 'ادرس الأمثلة',
        text: 'شاهد الفيديو المميز والأمثلة. لاحظ الافتتاحية في الثانية الأولى، والإيقاع، وطريقة انتهاء كل فيديو.',
      },
      {
        title: 'ابحث عن زاويتك',
        text: 'حدّد كيف تناسب الصيغة مجالك. فالنسخ التي تنتشر أبعد من غيرها تضيف شيئًا لا يقدّمه أحد سواك.',
      },
      {
        title: 'انشر بهاشتاغات مناسبة',
        text: 'استخدم من 3 إلى 5 هاشتاغات: اثنين من هاشتاغات هذا الترند، مثل {hashtags}، إضافة إلى واحد أو اثنين لمجالك.',
      },
      {
        title: 'تفاعل وحسّن',
        text: 'رُدّ على التعليقات في أول ساعة، وراجع الإحصاءات بعد يومين، وحسّن نسختك التالية.',
      },
    ],
    generate: 'أنشئ هاشتاغات لهذا الترند',
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
    trackerHeading: 'تابع هذا الترند',
    bookmark: 'أضف إلى المفضلة',
    removeBookmark: 'أزل من المفضلة',
    shareTrend: 'شارك هذا الترند',
    views: {
      zero: 'لم تشاهد هذا الترند بعد.',
      one: 'شاهدت هذا الترند مرة واحدة.',
      two: 'شاهدت هذا الترند مرتين.',
      few: 'شاهدت هذا الترند {count} مرات.',
      many: 'شاهدت هذا الترند {count} مرة.',
      other: 'شاهدت هذا الترند {count} مرة.',
    },
    linkCopied: 'تم نسخ الرابط إلى الحافظة!',
  },
};
