/** The newsletter sign-up block and its toast in Arabic. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'ابقَ على اطلاع بأحدث استراتيجيات تيك توك',
  description: 'احصل أسبوعيًا على الدروس وتقارير الترندات وأساليب النمو في بريدك الإلكتروني.',
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'you@example.com',
  subscribe: 'اشترك',
  note: 'يبدأ الاشتراك قريبًا. لا رسائل مزعجة، أبدًا.',
  comingSoonToast: {
    title: 'قريبًا',
    description: 'سيتاح الاشتراك في النشرة البريدية قريبًا.',
  },
};
