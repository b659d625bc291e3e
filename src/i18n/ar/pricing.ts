/** The Pricing page in Arabic. */
import type { Dictionary } from '../dictionary';

export const pricing: Dictionary['pricing'] = {
  title: 'الأسعار',
  description: 'أدوات ودروس مجانية لكل صانع محتوى، وخطتا Pro والمؤسسات قادمتان قريبًا.',
  badge: 'أسعار بسيطة وشفافة',
  mostPopular: 'الأكثر طلبًا',
  comingSoon: 'قريبًا',
  included: 'مشمول: ',
  notIncluded: 'غير مشمول: ',
  pricesNote: 'الأسعار بالدولار الأمريكي. الخطط المدفوعة غير متاحة للشراء بعد: لا نحصّل أي مبلغ ولا نطلب أي بيانات دفع.',
  plans: {
    free: {
      title: 'المجانية',
      description: 'كل ما تحتاجه لتبدأ النمو، مجانًا وإلى الأبد.',
      billingPeriod: 'إلى الأبد',
      button: 'ابدأ مجانًا',
    },
    pro: {
      title: 'Pro',
      description: 'بحث أعمق وكل تقارير الترندات، لصنّاع المحتوى الذين ينشرون يوميًا.',
      billingPeriod: 'شهريًا',
      button: 'انضم إلى قائمة الانتظار',
    },
    enterprise: {
      title: 'المؤسسات',
      description: 'للوكالات والعلامات التجارية التي تدير عددًا من صنّاع المحتوى.',
      billingPeriod: 'شهريًا',
      button: 'تواصل مع فريق المبيعات',
    },
  },
  features: {
    earningsCalculator: 'حاسبة الأرباح',
    hashtagGenerator: 'مولّد الهاشتاغات',
    allTutorials: 'كل الدروس',
    limitedTrendReports: 'تقارير ترندات محدودة ({count})',
    unlimitedTrendReports: 'تقارير ترندات غير محدودة',
    hashtagAnalytics: 'تحليلات أداء الهاشتاغات',
    everythingInFree: 'كل ما في الخطة المجانية',
    viralProductReports: 'تقارير المنتجات الرائجة',
    prioritySupport: 'دعم بأولوية',
    teamSeats: 'حسابات لأعضاء فريقك',
    everythingInPro: 'كل ما في خطة Pro',
    influencerMarketplace: 'منصة لحجز المؤثرين',
    analyticsDashboard: 'لوحة التحليلات',
    accountManager: 'مدير حساب مخصص',
    customIntegrations: 'تكاملات مخصصة',
  },
  faqTitle: 'الأسئلة الشائعة',
  faq: [
    {
      question: 'هل الخطة المجانية مجانية فعلًا وإلى الأبد؟',
      answer:
        'نعم. حاسبة الأرباح ومولّد الهاشتاغات وكل الدروس مجانية، دون حساب ودون بطاقة. ستضيف الخطط المدفوعة المزيد، ولن تسحب أي ميزة مجانية أبدًا.',
    },
    {
      question: 'متى تتوفر خطتا Pro والمؤسسات؟',
      answer:
        'من المخطط إطلاق Pro في {release}. وحتى ذلك الحين، يمكنك التصويت في صفحة الاشتراك في Pro للميزات التي تريدها أكثر من غيرها، وستكون أول ما نبنيه.',
    },
    {
      question: 'هل يمكنني الدفع مقابل خطة اليوم؟',
      answer:
        'لا. الخطط المدفوعة غير متاحة للشراء بعد، وهذا الموقع لا يطلب أي بيانات دفع أبدًا. وعند إطلاقها، سترى السعر وما ستحصل عليه قبل أن تدفع.',
    },
    {
      question: 'ماذا تعني «تقارير ترندات محدودة»؟',
      answer:
        'في الخطة المجانية، تعرض صفحة الترندات كاملةً التقارير الـ{count} الأكثر تطابقًا مع بحثك. أما Pro فسيفتح لك كل التقارير، مع تحديثات كلما ظهرت ترندات جديدة.',
    },
  ],
};
