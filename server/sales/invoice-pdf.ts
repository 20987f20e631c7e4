import PDFDocument from 'pdfkit';
import { formatMoney, localDigits } from '../mail/format.js';
import type { Locale } from '../locale.js';
import type { InvoiceItem } from './invoices.js';
import { paragraph, vazirmatn, type Direction } from './pdf-text.js';

/** What the PDF shows beside the invoice: the language of its labels and the event it was bought for. */
export interface InvoicePdfOptions {
  locale: Locale;
  /** The event's name (the invoice itself does not record it). */
  eventName?: string | null;
  /** The zone its dates are shown in (the event's, CONTRACT 17). */
  timeZone?: string;
}

interface Labels {
  title(number: string): string;
  issued(date: string, order: string): string;
  event(name: string): string;
  seller(name: string): string;
  taxId(id: string): string;
  buyer(name: string): string;
  line(quantity: string, name: string, unit: string, discount: string | null, amount: string, tax: string): string;
  total(money: string): string;
  taxIncluded(money: string): string;
  creditNote(number: string, date: string, money: string): string;
}

/** The PDF's labels, one catalog per language (CONTRACT 17); what people typed stays as typed. */
const LABELS: Record<Locale, Labels> = {
  en: {
    title: (n) => `Invoice ${n}`,
    issued: (d, o) => `Issued ${d} - order ${o}`,
    event: (n) => `Event: ${n}`,
    seller: (n) => `Seller: ${n}`,
    taxId: (id) => `Tax id: ${id}`,
    buyer: (n) => `Buyer: ${n}`,
    line: (q, n, u, d, a, t) => `${q} x ${n} at ${u}${d ? `, discount ${d}` : ''}: ${a} (tax included ${t})`,
    total: (m) => `Total: ${m}`,
    taxIncluded: (m) => `Tax included: ${m}`,
    creditNote: (n, d, m) => `Credit note ${n} (${d}): ${m}`,
  },
  fa: {
    title: (n) => `صورتحساب ${n}`,
    issued: (d, o) => `تاریخ صدور ${d} - سفارش ${o}`,
    event: (n) => `رویداد: ${n}`,
    seller: (n) => `فروشنده: ${n}`,
    taxId: (id) => `شناسه مالیاتی: ${id}`,
    buyer: (n) => `خریدار: ${n}`,
    line: (q, n, u, d, a, t) => `${q} × ${n}، هر عدد ${u}${d ? `، تخفیف ${d}` : ''}: ${a} (مالیات در مبلغ: ${t})`,
    total: (m) => `مبلغ کل: ${m}`,
    taxIncluded: (m) => `مالیات در مبلغ: ${m}`,
    creditNote: (n, d, m) => `اعلامیه بستانکاری ${n} (${d}): ${m}`,
  },
};

/** `en`: `2,180,000 IRR` as before; `fa`: Intl's currency style with Persian digits, as the mails show money. */
function moneyOf(locale: Locale, currency: string): (n: number) => string {
  return locale === 'fa' ? (n) => formatMoney(n, currency, 'fa') : (n) => `${n.toLocaleString('en-US')} ${currency}`;
}

/** A day: Solar Hijri with Persian digits in `fa`, ISO (yyyy-mm-dd) in `en`. */
function dayOf(locale: Locale, timeZone: string): (iso: string) => string {
  if (locale === 'en') return (iso) => iso.slice(0, 10);
  const format = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { dateStyle: 'long', timeZone });
  return (iso) => localDigits(format.format(new Date(iso)), 'fa');
}

/**
 * The invoice as a PDF (pdfkit) in `locale`: Vazirmatn embedded (Persian and Latin glyphs), right to left for `fa`
 * with every line put in visual order by the bidirectional algorithm (pdf-text.ts). Its text carries the number,
 * the event, the seller, the buyer, each line and the total. Codes and numbers of the invoice stay in Latin digits.
 */
export function invoicePdf(invoice: InvoiceItem, options: InvoicePdfOptions): Promise<Buffer> {
  const { locale } = options;
  const t = LABELS[locale];
  const direction: Direction = locale === 'fa' ? 'rtl' : 'ltr';
  const money = moneyOf(locale, invoice.currency);
  const day = dayOf(locale, options.timeZone ?? 'Asia/Tehran');
  const count = (n: number) => localDigits(n, locale);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, lang: locale, info: { Title: t.title(invoice.number) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const { regular, bold } = vazirmatn();
      doc.registerFont('text', regular);
      doc.registerFont('bold', bold);
      const write = (text: string, size: number, font: 'text' | 'bold' = 'text') => {
        doc.font(font).fontSize(size);
        paragraph(doc, text, direction);
      };
      const gap = () => {
        doc.y += doc.currentLineHeight(true) * 0.6;
      };
      const s = invoice.seller;
      const b = invoice.buyer;
      write(t.title(invoice.number), 18, 'bold');
      write(t.issued(day(invoice.issued_at), invoice.order_code), 10);
      if (options.eventName) write(t.event(options.eventName), 11);
      gap();
      write(t.seller(s.legal_name ?? s.name), 11);
      if (s.address) write(s.address, 11);
      if (s.tax_id) write(t.taxId(s.tax_id), 11);
      gap();
      write(t.buyer(`${[b.name, b.surname].filter(Boolean).join(' ')}${b.company ? `${locale === 'fa' ? '، ' : ', '}${b.company}` : ''}`), 11);
      if (b.tax_id) write(t.taxId(b.tax_id), 11);
      write(b.email, 11);
      gap();
      for (const l of invoice.lines) {
        write(t.line(count(l.quantity), l.name, money(l.unit_price), l.discount ? money(l.discount) : null, money(l.amount), money(l.tax)), 11);
      }
      gap();
      write(t.total(money(invoice.total)), 12, 'bold');
      write(t.taxIncluded(money(invoice.tax)), 10);
      for (const n of invoice.credit_notes) write(t.creditNote(n.number, day(n.issued_at), money(n.total)), 10);
      doc.end();
    } catch (err) {
      reject(err as Error);
    }
  });
}
