/** The newsletter sign-up block and its toast in Arabic. */
import type { Dictionary } from '../dictionary';

export const newsletter: Dictionary['newsletter'] = {
  title: 'تابع أحدث استراتيجيات تيك توك',
  description: 'دروس وترندات ونصائح نمو في بريدك أسبوعيًا.',
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'you@example.com',
  subscribe: 'اشترك',
  note: 'الاشتراك قريبًا، بلا رسائل مزعجة.',
  comingSoonToast: {
    title: 'قريبًا',
    description: 'سيتاح الاشتراك في النشرة البريدية قريبًا.',
  },
};
