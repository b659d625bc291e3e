/**
 * The Arabic "Related Searches" chips: terms are Arabic searches that find Arabic pages. Keywords are the
 * start of the Arabic words a visitor types, written without harakat and with a bare alef (ا, not أ/إ/آ),
 * as the matcher compares them once those marks are gone. The matcher also drops the article and the
 * letters joined before it (الخوارزمية, بالخوارزمية), so each keyword is the bare stem (خوارزم).
 */
import type { Dictionary } from '../dictionary';
import { layout } from './layout';

export const searchTerms: Dictionary['searchTerms'] = {
  byKeyword: [
    { keyword: 'نمو', terms: ['الخوارزمية', 'الهاشتاغات', 'الإحصاءات', 'أفكار المحتوى'] },
    // زيادة المتابعين / زيادة المشاهدات: how growth is usually searched in Arabic.
    { keyword: 'زياد', terms: ['النمو', 'الخوارزمية', 'الهاشتاغات', 'الإحصاءات'] },
    { keyword: 'متابع', terms: ['النمو', 'الخوارزمية', 'الإحصاءات', 'الهاشتاغات'] },
    { keyword: 'خوارزم', terms: ['النمو', 'الهاشتاغات', 'الانتشار', 'الإحصاءات'] },
    { keyword: 'انتشار', terms: ['الترندات', 'الخوارزمية', 'المونتاج', 'أفكار المحتوى'] },
    { keyword: 'ترند', terms: ['الانتشار', 'أفكار المحتوى', 'الهاشتاغات', 'المونتاج'] },
    {
      keyword: 'ربح',
      terms: ['صندوق المبدعين', 'الشراكات مع العلامات التجارية', 'حاسبة الأرباح', 'الإحصاءات'],
    },
    { keyword: 'فلوس', terms: ['الأرباح', 'صندوق المبدعين', 'حاسبة الأرباح', 'الشراكات مع العلامات التجارية'] },
    { keyword: 'ارباح', terms: ['الأرباح', 'صندوق المبدعين', 'الشراكات مع العلامات التجارية', 'حاسبة الأرباح'] },
    // إعلان: what Arab creators call a paid brand deal.
    { keyword: 'اعلان', terms: ['الشراكات مع العلامات التجارية', 'الأرباح', 'الإحصاءات', 'النمو'] },
    // صناع المحتوى and صناعة المحتوى alike.
    { keyword: 'صناع', terms: ['الأرباح', 'الشراكات مع العلامات التجارية', 'النمو', 'الإحصاءات'] },
    { keyword: 'صندوق', terms: ['صندوق المبدعين', 'الأرباح', 'الشراكات مع العلامات التجارية', 'الإحصاءات'] },
    { keyword: 'مونتاج', terms: ['أفكار المحتوى', 'الانتشار', 'الترندات', 'الخوارزمية'] },
    { keyword: 'فيديو', terms: ['المونتاج', 'أفكار المحتوى', 'الانتشار', 'الخوارزمية'] },
    { keyword: 'تعديل', terms: ['المونتاج', 'أفكار المحتوى', 'الانتشار', 'الترندات'] },
    // هاشتاغ، هاشتاق and هاشتاج: the spellings of the Levant, the Gulf and Egypt.
    { keyword: 'هاشتا', terms: ['مولّد الهاشتاغات', 'الخوارزمية', 'النمو', 'الترندات'] },
    { keyword: 'محتو', terms: ['أفكار المحتوى', 'المونتاج', 'الترندات', 'الانتشار'] },
    { keyword: 'افكار', terms: ['الترندات', 'المونتاج', 'الانتشار', 'النمو'] },
    { keyword: 'احصا', terms: ['النمو', 'الخوارزمية', 'الأرباح', 'الهاشتاغات'] },
    { keyword: 'امان', terms: ['الخوارزمية', 'النمو', 'الشراكات مع العلامات التجارية', 'الإحصاءات'] },
    { keyword: 'ادوات', terms: ['مولّد الهاشتاغات', 'حاسبة الأرباح', 'الهاشتاغات', 'الأرباح'] },
    { keyword: 'حاسب', terms: ['حاسبة الأرباح', 'الأرباح', 'صندوق المبدعين', 'الشراكات مع العلامات التجارية'] },
    { keyword: 'مولد', terms: ['مولّد الهاشتاغات', 'الهاشتاغات', 'النمو', 'الترندات'] },
  ],
  fallback: layout.footer.searchTerms,
};
