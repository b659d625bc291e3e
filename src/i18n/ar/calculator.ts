/** The earnings calculator page in Arabic. */
import type { Dictionary } from '../dictionary';

export const calculator: Dictionary['calculator'] = {
  title: 'حاسبة الأرباح',
  description:
    'قدّر ما يمكن أن يربحه حسابك على تيك توك من صندوق المبدعين والشراكات مع العلامات التجارية وروابط التسويق بالعمولة.',
  island: {
    inputsHeading: 'أرقامك',
    followersLabel: 'عدد المتابعين',
    followersHint: {
      zero: '{count} متابع',
      one: '{count} متابع',
      two: '{count} متابعان',
      few: '{count} متابعين',
      many: '{count} متابعًا',
      other: '{count} متابع',
    },
    engagementLabel: 'معدل التفاعل',
    engagementHint: 'يتراوح متوسط التفاعل بين {min} و{max}',
    postsLabel: 'المنشورات شهريًا',
    postsHint: 'حتى {max} منشور في الشهر.',
    resultsHeading: 'الأرباح الشهرية التقديرية',
    totalLabel: 'النطاق الإجمالي',
    totalPeriod: 'شهريًا',
    viewsPerVideo: 'المشاهدات لكل فيديو',
    creatorFund: 'صندوق المبدعين',
    creatorFundRange: 'النطاق: {range}',
    brandDeals: 'الشراكات مع العلامات التجارية',
    affiliate: 'التسويق بالعمولة',
    fromFollowers: 'ابتداءً من {followers} متابع',
    range: 'من {low} إلى {high}',
    share: 'مشاركة',
    download: 'تنزيل',
    chart: {
      caption: 'النطاق الشهري حسب مصدر الدخل',
      low: 'الأدنى',
      high: 'الأعلى',
      sources: {
        creatorFund: 'صندوق المبدعين',
        brandDeals: 'الشراكات مع العلامات التجارية',
        affiliate: 'التسويق بالعمولة',
      },
    },
    shareToast: {
      title: 'تم النسخ إلى الحافظة!',
      description: 'شارك أرباحك التقديرية مع أصدقائك.',
    },
    downloadToast: { title: 'تم تنزيل التقرير!', description: 'تم تنزيل تقرير أرباحك.' },
    report: {
      filename: 'earnings-estimate.txt',
      title: 'تقدير أرباح تيك توك',
      date: 'التاريخ: {date}',
      inputsHeading: 'أرقامك',
      followers: '- عدد المتابعين: {value}',
      engagement: '- معدل التفاعل: {value}',
      posts: '- المنشورات شهريًا: {value}',
      estimateHeading: 'الأرباح الشهرية التقديرية',
      views: '- المشاهدات لكل فيديو: {value}',
      creatorFund: '- صندوق المبدعين: {value}',
      creatorFundWithRange: '- صندوق المبدعين: {value} ({range})',
      brandDeals: '- الشراكات مع العلامات التجارية: {value}',
      affiliate: '- التسويق بالعمولة: {value}',
      total: '- الإجمالي: {range} شهريًا',
      disclaimer: 'هذا مجرد تقدير. تختلف الأرباح الفعلية باختلاف المجال والجمهور وجودة المحتوى وقواعد المنصة.',
      link: 'تم الحساب عبر {url}',
    },
  },
  assumptions: {
    summary: 'كيف نحسب هذه الأرقام',
    intro:
      'هذه الأرقام تقديرات مبنية على معدلات ثابتة، وليست وعدًا: فالمدفوعات الفعلية تختلف باختلاف مجالك، وبلد جمهورك، ومحتواك، وقواعد المنصة. وهذه هي القواعد التي تطبّقها الحاسبة.',
    table: {
      perThousandViews: '{rate} لكل {views} مشاهدة، عن كل منشور',
      views: {
        title: 'المشاهدات لكل فيديو',
        label: 'المشاهدات لكل فيديو',
        value: 'عدد المتابعين × معدل التفاعل، مقرّبًا إلى أقرب عدد صحيح',
      },
      creatorFund: {
        title: 'صندوق المبدعين',
        low: 'التقدير الأدنى',
        high: 'التقدير الأعلى',
        shown: 'الرقم المعروض',
        shownValue: 'متوسط التقديرين الأدنى والأعلى',
      },
      brandDeals: {
        title: 'الشراكات مع العلامات التجارية (ابتداءً من {followers} متابع، شهريًا)',
        under: 'أقل من {below} متابع',
        between: 'من {from} إلى {to} متابع',
        andUp: '{from} متابع فأكثر',
      },
      affiliate: { title: 'التسويق بالعمولة (ابتداءً من {followers} متابع)', commission: 'العمولة' },
      total: {
        title: 'النطاق الإجمالي',
        minimum: 'الحد الأدنى',
        minimumValue:
          'التقدير الأدنى لصندوق المبدعين + {share} من الشراكات مع العلامات التجارية + {share} من التسويق بالعمولة',
        maximum: 'الحد الأقصى',
        maximumValue:
          'التقدير الأعلى لصندوق المبدعين + {share} من الشراكات مع العلامات التجارية + {share} من التسويق بالعمولة',
        rounding: 'التقريب',
        roundingValue: 'تُقرَّب كل الأرقام إلى أقرب دولار',
      },
    },
  },
  about: {
    heading: 'عن هذه الحاسبة',
    paragraphs: [
      'تقدّر الحاسبة دخل شهر واحد من ثلاثة مصادر: صندوق المبدعين الذي يدفع مقابل المشاهدات، والشراكات مع العلامات التجارية التي نسعّرها هنا حسب عدد المتابعين، وعمولات التسويق على المنتجات التي توصي بها. أما المشاهدات لكل فيديو فهي عدد متابعيك مضروبًا في معدل تفاعلك.',
      'تعامل مع النتيجة على أنها نقطة انطلاق لا وعد. فقد يربح صانعا محتوى لهما الأرقام نفسها مبالغ مختلفة تمامًا، بحسب مجال كل منهما وجمهوره ومدى انتظامه في النشر.',
    ],
    fundHeading: 'قبل أن تعتمد على صندوق المبدعين',
    minFollowers: '{count} متابع على الأقل',
    minViews: '{count} مشاهدة على الأقل لفيديوهاتك خلال آخر 30 يومًا',
    minAge: 'عمر {age} عامًا على الأقل',
    hashtagAdvice: 'استخدم من {min} إلى {max} هاشتاغات مناسبة في كل فيديو (والحد المسموح {limit} هاشتاغًا): جرّب',
    hashtagGenerator: 'مولّد الهاشتاغات',
    guidesHeading: 'تعلّم كيف تربح أكثر',
    guides: {
      monetization: {
        title: 'دليل تحقيق الدخل',
        text: 'كل الطرق التي يربح بها صنّاع المحتوى، وما تحتاجه كل طريقة.',
      },
      brandDeals: {
        title: 'دليل الشراكات مع العلامات التجارية',
        text: 'كيف تعرض الفيديوهات المموَّلة وتسعّرها وتنفّذها.',
      },
      creatorFund: {
        title: 'دليل صندوق المبدعين',
        text: 'تحقّق من أهليتك وقدّم طلبك خطوة بخطوة.',
      },
    },
  },
};
