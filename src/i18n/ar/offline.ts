/** The offline page in Arabic. */
import type { Dictionary } from '../dictionary';

export const offline: Dictionary['offline'] = {
  title: 'أنت غير متصل بالإنترنت',
  description: 'هذه الصفحة غير متاحة دون اتصال، أما الصفحات التي فتحتها من قبل فما زالت متاحة.',
  badge: 'دون اتصال',
  intro:
    'لم تُحفظ هذه الصفحة على هذا الجهاز بعد، ولا يوجد اتصال بالإنترنت الآن. أما الأدوات والصفحات التي قرأتها من قبل فتعمل دون اتصال.',
  pagesLabel: 'صفحات متاحة دون اتصال',
  toolsHeading: 'متاحة دائمًا دون اتصال',
  alwaysAvailable: {
    home: 'الرئيسية',
    calculator: 'حاسبة الأرباح',
    hashtagGenerator: 'مولّد الهاشتاغات',
  },
  savedHeading: 'دروس وترندات يمكنك قراءتها دون اتصال',
  savedEmpty: 'لا توجد دروس أو ترندات محفوظة بعد. الصفحات التي تفتحها وأنت متصل تُحفظ لتقرأها لاحقًا.',
  retry: 'حاول مجددًا',
  tutorialKind: 'درس',
  trendKind: 'ترند',
};
