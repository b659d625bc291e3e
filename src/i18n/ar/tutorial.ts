/** A tutorial's page in Arabic. */
import type { Dictionary } from '../dictionary';

export const tutorial: Dictionary['tutorial'] = {
  breadcrumb: { home: 'الرئيسية', tutorials: 'الدروس' },
  // A plain text, not plural forms, so the unit is abbreviated ('د' for minutes) to read right at any count.
  readTime: 'مدة القراءة: {minutes} د',
  comingSoon: 'المحتوى الكامل لهذا الدرس قريبًا!',
  shareCardLabel: 'درس · {category}',
  contents: 'في هذه الصفحة',
  sectionLink: 'رابط هذا القسم: {heading}',
  actions: {
    share: 'مشاركة',
    save: 'حفظ',
    linkCopiedTitle: 'تم نسخ الرابط!',
    linkCopiedDescription: 'شارك هذا الدرس مع أصدقائك.',
    savedTitle: 'تم حفظ الدرس!',
    savedDescription: 'ستجده في دروسك المحفوظة.',
  },
  feedback: {
    heading: 'هل أفادك هذا الدرس؟',
    yes: 'نعم',
    no: 'لا',
    helpfulCount: {
      zero: 'لم يجده أحد مفيدًا بعد',
      one: 'شخص واحد وجده مفيدًا',
      two: 'شخصان وجداه مفيدًا',
      few: '{count} أشخاص وجدوه مفيدًا',
      many: '{count} شخصًا وجدوه مفيدًا',
      other: '{count} شخص وجدوه مفيدًا',
    },
  },
  sidebar: {
    relatedHeading: 'دروس ذات صلة',
    calculatorHeading: 'كم قد تربح؟',
    calculatorText:
      'قدّر دخلك من صندوق المبدعين والشراكات مع العلامات التجارية والتسويق بالعمولة، بحسب عدد متابعيك ومعدل تفاعلهم.',
    calculatorLink: 'افتح حاسبة الأرباح',
  },
  moreHeading: 'دروس أخرى قد تعجبك',
  readMore: 'اقرأ الدرس ←',
  pager: { label: 'المزيد من الدروس', all: 'كل الدروس', next: 'الدرس التالي' },
  feed: {
    title: '{siteName}: الدروس',
    description: 'دروس جديدة عملية وأخلاقية للنمو على تيك توك، الأحدث أولًا.',
  },
};
