/** The coming-soon pages in Arabic. */
import type { Dictionary } from '../dictionary';

export const comingSoon: Dictionary['comingSoon'] = {
  badge: 'قريبًا',
  pageTitle: '{title} (قريبًا)',
  estimatedRelease: 'موعد الإطلاق المتوقع: {release}',
  backHome: 'العودة إلى الرئيسية',
  voteTitle: 'صوّت لما نبنيه أولًا',
  voteIntro: 'اختر الميزات التي تهمك أكثر. الميزات الأعلى تصويتًا تتصدر قائمتنا.',
  help: {
    title: 'كيف يعمل التصويت',
    oneVote: 'صوت واحد لكل ميزة، ويمكنك التصويت لأي عدد تشاء من الميزات.',
    noAccount: 'لا حاجة إلى حساب: تُحفظ أصواتك في هذا المتصفح فقط.',
    percentages: 'تُظهر النسب المئوية حصة كل ميزة من إجمالي الأصوات في «{title}».',
    pricing: 'اطّلع على الخطط والأسعار',
  },
  otherTopics: {
    title: 'ميزات أخرى في الطريق',
    vote: 'صوّت على الميزات',
  },
  release: {
    quarterDate: '{quarter} من {year}',
    quarters: ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع'],
    monthStyle: 'long',
  },
  vote: {
    listLabel: 'الميزات القادمة، الأكثر طلبًا أولًا',
    votes: {
      zero: '{count} صوت',
      one: '{count} صوت',
      two: '{count} صوتان',
      few: '{count} أصوات',
      many: '{count} صوتًا',
      other: '{count} صوت',
    },
    vote: 'صوّت',
    voted: 'تم التصويت',
    forFeature: ' لميزة {name}',
    toastTitle: 'شكرًا على تصويتك!',
    toastDescription: 'سنحدد أولوية هذه الميزة بناءً على آراء المجتمع.',
  },
  samples: {
    productsTitle: 'نموذج لما ستعرضه التقارير',
    productsNote: 'منتجات للتوضيح، وليست بيانات مبيعات حقيقية.',
    influencersTitle: 'لمحة عن ملفات صنّاع المحتوى',
    influencersNote: 'ملفات تجريبية: يبدأ الحجز عند إطلاق السوق.',
    hot: 'رائج',
    priceRange: 'نطاق السعر',
    engagement: 'التفاعل',
    followers: 'المتابعون',
    rates: 'الأسعار',
    bookNow: 'احجز الآن',
    bookNowNote: ' مع {name} (قريبًا)',
  },
  topics: {
    'pro-subscription': {
      title: 'اشتراك Pro',
      description:
        'تقارير ترندات بلا حدود، وبحث أعمق في الهاشتاغات، وأولوية في الوصول إلى كل أداة جديدة، لصنّاع المحتوى الذين يريدون أكثر من الخطة المجانية.',
      features: {
        'unlimited-trends': 'تقارير ترندات غير محدودة',
        'hashtag-analytics': 'تحليلات أداء الهاشتاغات',
        'competitor-insights': 'رؤى عن المنافسين',
        'priority-support': 'دعم ذو أولوية',
      },
    },
    'viral-products-reports': {
      title: 'تقارير المنتجات الرائجة',
      description:
        'تقارير أسبوعية عن المنتجات التي تنتشر بسرعة في الفيديوهات القصيرة، مع بيانات التفاعل ونطاقات الأسعار وطريقة عرض صنّاع المحتوى لها.',
      features: {
        'weekly-product-list': 'قائمة أسبوعية بأبرز المنتجات',
        'engagement-data': 'بيانات التفاعل لكل منتج',
        'supplier-guides': 'أدلة لمصادر التوريد',
        'category-alerts': 'تنبيهات حسب الفئة',
      },
    },
    'book-an-influencer': {
      title: 'احجز مؤثرًا',
      description:
        'سوق تجد فيه العلامات التجارية صنّاع المحتوى حسب المجال والميزانية، ويحصل فيه صنّاع المحتوى على عروض عادلة وشفافة.',
      features: {
        'creator-profiles': 'ملفات موثّقة لصنّاع المحتوى',
        'transparent-pricing': 'قوائم أسعار شفافة',
        'secure-payments': 'مدفوعات آمنة عبر طرف ضامن',
        'campaign-briefs': 'قوالب لملخصات الحملات',
      },
    },
    'advanced-tutorials': {
      title: 'دروس متقدمة',
      description: 'دورات معمّقة في السرد القصصي والتحليلات وبناء مشروع تجاري حول محتواك.',
      features: {
        'video-courses': 'دورات فيديو خطوة بخطوة',
        'analytics-deep-dives': 'شروح معمّقة للتحليلات',
        storytelling: 'دورة احترافية في السرد القصصي',
        'live-qa': 'جلسات أسئلة وأجوبة مباشرة',
      },
    },
    'creator-marketplace': {
      title: 'سوق صنّاع المحتوى',
      description: 'بِع واشترِ القوالب والإعدادات الجاهزة والخدمات مع صنّاع محتوى آخرين، برسوم عادلة.',
      features: {
        'template-store': 'متجر القوالب',
        'editing-services': 'خدمات المونتاج',
        'collab-finder': 'البحث عن شركاء للتعاون',
        'creator-reviews': 'تقييمات صنّاع المحتوى',
      },
    },
    'analytics-dashboard': {
      title: 'لوحة التحليلات',
      description:
        'اعرف ما الذي ينجح في فيديوهاتك: مدى احتفاظك بالمشاهدين، وأفضل أوقات النشر، ونمو المتابعين، كلها في عرض واحد واضح.',
      features: {
        'retention-graphs': 'رسوم بيانية للاحتفاظ بالمشاهدين',
        'posting-times': 'أفضل أوقات النشر',
        'growth-forecast': 'توقعات نمو المتابعين',
        'export-reports': 'تقارير قابلة للتصدير',
      },
    },
    'free-content': {
      title: 'المزيد من المحتوى المجاني',
      description:
        'أدلة مجانية إضافية: شروح مفصّلة للخوارزمية، وتقارير أسبوعية عن الترندات، ودراسات حالة لصنّاع المحتوى، وقوالب للسيناريوهات.',
      features: {
        'weekly-trend-reports': 'تقارير أسبوعية عن الترندات',
        'case-studies': 'دراسات حالة لصنّاع المحتوى',
        'script-templates': 'قوالب سيناريوهات الفيديو',
        'sound-library': 'مكتبة الأصوات الرائجة',
      },
    },
    'tools-and-generators': {
      title: 'الأدوات والمولّدات',
      description: 'أدوات مجانية جديدة: مولّد لأوصاف الفيديو، وأداة لاختيار أفضل أوقات النشر، ومولّد لأفكار المحتوى.',
      features: {
        'caption-generator': 'مولّد أوصاف بالذكاء الاصطناعي',
        'posting-time-optimizer': 'أداة اختيار وقت النشر',
        'idea-generator': 'مولّد أفكار المحتوى',
        'hashtag-tracker': 'متتبّع أداء الهاشتاغات',
      },
    },
    'interactive-resources': {
      title: 'موارد تفاعلية',
      description: 'اختبارات وأدوات تخطيط تحوّل النصائح إلى خطة مصممة لك.',
      features: {
        'self-assessment': 'اختبارات للتقييم الذاتي',
        'growth-roadmap': 'مولّد خطة النمو',
        'niche-finder': 'أداة لاكتشاف مجالك',
        'style-quiz': 'اختبار أسلوب المحتوى',
      },
    },
    'templates-library': {
      title: 'مكتبة القوالب',
      description: 'تقاويم محتوى، وهياكل سيناريوهات، وملفات إعلامية، ورسائل عروض للعلامات التجارية، جاهزة للاستخدام.',
      features: {
        'content-calendars': 'تقاويم المحتوى',
        'media-kits': 'قوالب الملف الإعلامي',
        'pitch-emails': 'رسائل عروض للعلامات التجارية',
        'thumbnail-packs': 'حزم صور الغلاف',
      },
    },
    'best-time-to-post': {
      title: 'أفضل وقت للنشر',
      description:
        'اكتشف الساعات التي يكون فيها جمهورك أنت في ذروة نشاطه، بدلًا من النصائح العامة مثل «انشر الساعة 7 مساءً».',
      features: {
        'audience-heatmap': 'خريطة حرارية لنشاط الجمهور',
        'timezone-support': 'دعم المناطق الزمنية',
        'weekly-schedule': 'جدول أسبوعي مقترح',
        'post-reminders': 'تذكيرات بموعد النشر',
      },
    },
    'trend-alerts': {
      title: 'تنبيهات الترندات',
      description: 'اعرف الأصوات والصيغ والهاشتاغات الصاعدة في مجالك وهي لا تزال في بدايتها.',
      features: {
        'niche-alerts': 'تنبيهات خاصة بمجالك',
        'sound-alerts': 'تنبيهات الأصوات الصاعدة',
        'email-digest': 'ملخص يومي بالبريد الإلكتروني',
        'trend-lifespan': 'تقدير عمر الترند',
      },
    },
    'content-calendar': {
      title: 'تقويم المحتوى',
      description: 'خطّط لشهر كامل من الفيديوهات حول ركائز محتواك، وحافظ على وتيرة تستطيع الاستمرار عليها.',
      features: {
        'drag-drop-planner': 'مخطّط بالسحب والإفلات',
        'pillar-tags': 'وسوم لركائز المحتوى',
        'calendar-export': 'التصدير إلى تقويمك',
        'batch-planning': 'مخطّط للتصوير المجمّع',
      },
    },
    'safety-checker': {
      title: 'فاحص أمان الحساب',
      description: 'افحص إعدادات حسابك وعاداتك في ضوء إرشادات المجتمع، قبل أن تكلّفك مشكلةٌ ما وصولَ محتواك.',
      features: {
        'settings-audit': 'مراجعة إعدادات الخصوصية',
        'guideline-check': 'التحقق من الالتزام بإرشادات المجتمع',
        'scam-warnings': 'تحذيرات من الاحتيال والتصيّد',
        'recovery-guide': 'دليل استعادة الحساب',
      },
    },
  },
};
