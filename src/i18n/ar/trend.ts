/** A trend's page in Arabic. */
import type { Dictionary } from '../dictionary';

export const trend: Dictionary['trend'] = {
  breadcrumb: { home: 'الرئيسية', trends: 'الترندات' },
  shareCardLabel: 'ترند · {category}',
  hashtagsLabel: 'الهاشتاغات',
  growthRate: {
    zero: '{rate} خلال {count} يوم',
    one: '{rate} خلال يوم واحد',
    two: '{rate} خلال يومين',
    few: '{rate} خلال {count} أيام',
    many: '{rate} خلال {count} يومًا',
    other: '{rate} خلال {count} يوم',
  },
  coverAlt: '{title}: مشهد نموذجي من الترند',
  spotted: 'تاريخ الرصد: {date}',
  insightsHeading: 'تحليل الترند',
  trackerLabel: 'تابع هذا الترند',
  browseAll: 'تصفّح كل الترندات',
  videos: {
    heading: 'فيديوهات تستحق الدراسة',
    hint: 'انسخ الرابط وافتحه في تيك توك لمشاهدته هناك.',
    featured: 'فيديو مميز',
    example: 'مثال {number}',
    unknownCreator: 'فيديو على تيك توك',
  },
  howTo: {
    heading: 'كيف تستفيد من هذا الترند',
    steps: [
      {
        title: 'ادرس الأمثلة',
        text: 'شاهد الفيديو المميز والأمثلة. لاحظ عنصر الجذب في الثانية الأولى، والإيقاع، والطريقة التي ينتهي بها كل فيديو.',
      },
      {
        title: 'ابحث عن زاويتك',
        text: 'فكّر في الطريقة التي تناسب بها هذه الصيغة مجالك. النسخ التي تنتشر أكثر من غيرها تضيف شيئًا لا يقدّمه أحد سواك.',
      },
      {
        title: 'انشر مع الهاشتاغات المناسبة',
        text: 'استخدم من 3 إلى 5 هاشتاغات: اثنين من هذا الترند، مثل {hashtags}، وواحدًا أو اثنين من مجالك.',
      },
      {
        title: 'تفاعل وطوّر',
        text: 'رُدّ على التعليقات في الساعة الأولى، وراجع إحصائياتك بعد يومين، ثم عدّل نسختك التالية بناءً عليها.',
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
