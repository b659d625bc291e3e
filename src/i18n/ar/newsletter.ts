/** The newsletter sign-up block and its toast in Arabic. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'تابع أحدث استراتيجيات تيك توك أولًا بأول',
  description: 'دروس أسبوعية وتقارير عن الترندات وأساليب للنمو تصلك إلى بريدك الإلكتروني.',
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'you@example.com',
  subscribe: 'اشترك',
  note: 'الاشتراك متاح قريبًا. بلا رسائل مزعجة، أبدًا.',
  comingSoonToast: {
    title: 'قريبًا',
    description: 'سيتاح الاشتراك في النشرة البريدية قريبًا.',
  },
};
