// The demo order world, planned (inserted by seed-orders.ts): Emma's well-known orders (demo-orders.json) covering
// every rule, 226 older filler orders so her list pages for real (250 not expired, plus one expired), a few each for
// Lucas, Mia, Sophie and Oliver (business), none for Noah. Days are relative to the moment of seeding.
import type { RawOrderStatus, VoucherDetails } from './schema-orders';
import demo from './demo-orders.json' with { type: 'json' };
import type { DEMO_IDS } from './seed';

export type DemoAccount = keyof typeof DEMO_IDS;
export const DEMO_ORDERS = demo.orders;
type Key = keyof typeof DEMO_ORDERS;

export const ARTICLES = {
  PAP_910: { type: 'prints', title: 'Photo prints 10x15', unit: 25 },
  PHOTOBOOK_A4: { type: 'photobook', title: 'Photo book A4', unit: 3499 },
  PHOTOBOOK_XL: { type: 'photobook', title: 'Photo book XL', unit: 5999 },
  CANVAS_40x30: { type: 'walldecor', title: 'Canvas 40x30', unit: 4495 },
  CALENDAR_A3: { type: 'calendar', title: 'Wall calendar A3', unit: 2499 },
  MUG_CLASSIC: { type: 'gift', title: 'Photo mug', unit: 1499 },
  EVOUCHER: { type: 'voucher', title: 'Gift voucher', unit: 2500 },
} as const;
export type Article = keyof typeof ARTICLES;

export interface PlannedProduct {
  article: Article;
  status: RawOrderStatus;
  title?: string;
  quantity?: number;
  /** Days ago of the payment-changed date (dispatch, for shipped ones); default: shortly after the order, null unpaid. */
  changedDaysAgo?: number;
  voucher?: string;
  voucherDetails?: VoucherDetails;
  /** Prints of this many of the account's photos (printedPhotos). */
  printed?: number;
  pdf?: boolean;
  /** Online version requested this many days ago. */
  widgetDaysAgo?: number;
}

export interface PlannedOrder {
  code: string;
  account: DemoAccount;
  daysAgo: number;
  origin?: 'Resnap' | 'Albelli';
  pickupPoint?: boolean;
  blocked?: string;
  products: PlannedProduct[];
}

const p = (article: Article, status: RawOrderStatus, extra: Omit<PlannedProduct, 'article' | 'status'> = {}): PlannedProduct =>
  ({ article, status, ...extra });
const eVoucher = (provider: string, code: string | null): VoucherDetails =>
  ({ kind: 'eVoucher', eVoucherCode: code, value: { amount: 2500, currency: 'EUR' }, provider });

const SPECIALS: Record<Key, Omit<PlannedOrder, 'code' | 'account'>> = {
  addressChangeable: { daysAgo: 2, products: [p('PAP_910', 'paymentSuccess', { quantity: 6, printed: 6 })] },
  awaitingPayment: { daysAgo: 1, products: [p('CANVAS_40x30', 'paymentPending')] },
  paymentFailed: { daysAgo: 3, products: [p('CALENDAR_A3', 'paymentFailed')] },
  eVoucherPending: { daysAgo: 4, products: [p('EVOUCHER', 'paymentPending', { title: 'Gift voucher €25', voucherDetails: eVoucher('banktransfer', null) })] },
  eVoucherPaid: { daysAgo: 6, products: [p('EVOUCHER', 'paymentSuccess', { title: 'Gift voucher €25', voucherDetails: eVoucher('ideal', 'GIFT-7K3Q-P9XD') })] },
  threeProducts: { daysAgo: 5, products: [p('PHOTOBOOK_A4', 'producing', { title: 'Photo book A4 — Family 2025' }), p('PAP_910', 'shipped', { quantity: 24, changedDaysAgo: 1 }), p('MUG_CLASSIC', 'paymentSuccess')] },
  photoBookReady: { daysAgo: 10, products: [p('PHOTOBOOK_A4', 'producing', { title: 'Photo book A4 — Summer 2025', widgetDaysAgo: 9, pdf: true })] },
  photoBookNotRequested: { daysAgo: 12, products: [p('PHOTOBOOK_XL', 'approved', { title: 'Photo book XL — Italy' })] },
  photoBookBlocked: { daysAgo: 15, blocked: 'COPYRIGHT_REVIEW', products: [p('PHOTOBOOK_A4', 'shipped', { title: 'Photo book A4 — Concert', changedDaysAgo: 12, widgetDaysAgo: 13 })] },
  productPdf: { daysAgo: 18, products: [p('CALENDAR_A3', 'processing', { title: 'Wall calendar A3 2026', pdf: true })] },
  pickupPoint: { daysAgo: 7, pickupPoint: true, products: [p('PAP_910', 'paymentSuccess', { quantity: 40 })] },
  voucherUsed: { daysAgo: 9, products: [p('PHOTOBOOK_A4', 'on_hold', { title: 'Photo book A4 — Garden', voucher: 'SUMMER20', voucherDetails: { kind: 'discount', eVoucherCode: null, value: { amount: 700, currency: 'EUR' }, provider: null } })] },
  albelli: { daysAgo: 11, origin: 'Albelli', products: [p('CANVAS_40x30', 'verification failed')] },
  paymentFree: { daysAgo: 13, products: [p('PAP_910', 'paymentFree', { quantity: 50, voucher: 'FREEPRINTS', voucherDetails: { kind: 'discount', eVoucherCode: null, value: { amount: 1250, currency: 'EUR' }, provider: null } })] },
  processingFailed: { daysAgo: 14, products: [p('MUG_CLASSIC', 'processing failed')] },
  delayed: { daysAgo: 16, products: [p('PHOTOBOOK_A4', 'delayed', { title: 'Photo book A4 — Wedding' })] },
  rejected: { daysAgo: 20, products: [p('CANVAS_40x30', 'rejected')] },
  sentRecently: { daysAgo: 8, products: [p('PAP_910', 'shipped', { quantity: 30, changedDaysAgo: 3 })] },
  sentLongAgo: { daysAgo: 25, products: [p('CALENDAR_A3', 'shipped', { changedDaysAgo: 20 })] },
  cancelled: { daysAgo: 22, products: [p('PAP_910', 'cancelled', { quantity: 12 }), p('CANVAS_40x30', 'cancelled')] },
  createdLongAgo: { daysAgo: 40, products: [p('PAP_910', 'processing', { quantity: 18 })] },
  printsFromLibrary: { daysAgo: 60, products: [p('PAP_910', 'shipped', { quantity: 5, printed: 5, changedDaysAgo: 57 })] },
  reorderable: { daysAgo: 120, products: [p('PHOTOBOOK_A4', 'shipped', { title: 'Photo book A4 — Spring', changedDaysAgo: 116 }), p('CANVAS_40x30', 'shipped', { changedDaysAgo: 116 })] },
  expired: { daysAgo: 800, products: [p('PAP_910', 'shipped', { quantity: 20, changedDaysAgo: 797 })] },
  voucherUnknown: { daysAgo: 45, products: [p('MUG_CLASSIC', 'shipped', { changedDaysAgo: 43, voucher: 'OLDPROMO2019', voucherDetails: { kind: 'discount', eVoucherCode: null, value: { amount: 300, currency: 'EUR' }, provider: null } })] },
  lucasChangeable: { daysAgo: 3, products: [p('PHOTOBOOK_A4', 'paymentSuccess', { title: 'Photo book A4 — Berlin' })] },
  sophiePhotoBook: { daysAgo: 30, products: [p('PHOTOBOOK_XL', 'shipped', { title: 'Photo book XL — Our wedding', changedDaysAgo: 24, widgetDaysAgo: 20 })] },
  oliverBulkPrints: { daysAgo: 2, products: [p('PAP_910', 'paymentSuccess', { quantity: 500 })] },
  // Ava Wilson's (added with her saved projects by seed-projects.ts, into older databases too).
  avaPhotoBookReady: { daysAgo: 8, products: [p('PHOTOBOOK_A4', 'shipped', { title: 'Photo book A4 — Lisbon 2026', changedDaysAgo: 4, widgetDaysAgo: 6 })] },
  avaPhotoBookNotRequested: { daysAgo: 40, products: [p('PHOTOBOOK_XL', 'shipped', { title: 'Photo book XL — Snow', changedDaysAgo: 35 })] },
};

const OTHERS: PlannedOrder[] = [
  { code: '71000002', account: 'lucas', daysAgo: 20, products: [p('PAP_910', 'shipped', { quantity: 30, changedDaysAgo: 10 })] },
  { code: '71000003', account: 'lucas', daysAgo: 90, products: [p('CANVAS_40x30', 'shipped', { changedDaysAgo: 86 })] },
  { code: '72000001', account: 'mia', daysAgo: 6, products: [p('CALENDAR_A3', 'producing')] },
  { code: '72000002', account: 'mia', daysAgo: 200, products: [p('PAP_910', 'shipped', { quantity: 12, changedDaysAgo: 196 })] },
  { code: '73000002', account: 'sophie', daysAgo: 4, pickupPoint: true, products: [p('MUG_CLASSIC', 'paymentPending')] },
  { code: '73000003', account: 'sophie', daysAgo: 150, products: [p('CANVAS_40x30', 'cancelled')] },
  { code: '74000002', account: 'oliver', daysAgo: 9, products: [p('PAP_910', 'producing', { quantity: 1200 }), p('CANVAS_40x30', 'producing', { quantity: 10 })] },
  { code: '74000003', account: 'oliver', daysAgo: 35, products: [p('CALENDAR_A3', 'shipped', { quantity: 50, changedDaysAgo: 30 })] },
  { code: '74000004', account: 'oliver', daysAgo: 3, products: [p('PAP_910', 'paymentPending', { quantity: 300 })] },
];

export const EMMA_FILLERS = 226;
const FILLER_MIX: Article[] = ['PAP_910', 'PHOTOBOOK_A4', 'CANVAS_40x30', 'CALENDAR_A3', 'PAP_910', 'MUG_CLASSIC', 'PHOTOBOOK_XL'];

/** Emma's older orders (50–720 days ago): mostly dispatched, some cancelled, one in seven from Albelli. */
function fillers(): PlannedOrder[] {
  let state = 20260101;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: EMMA_FILLERS }, (_, i) => {
    const daysAgo = 50 + Math.floor((i * 670) / EMMA_FILLERS);
    const count = next() < 0.25 ? 2 : 1;
    const products = Array.from({ length: count }, (_, k) => {
      const article = FILLER_MIX[Math.floor(next() * FILLER_MIX.length)]!;
      const quantity = article === 'PAP_910' ? 10 + Math.floor(next() * 90) : 1;
      return i % 11 === 5 ? p(article, 'cancelled', { quantity }) : p(article, 'shipped', { quantity, changedDaysAgo: daysAgo - 3 - k });
    });
    return { code: String(70001001 + i), account: 'emma', daysAgo, origin: i % 7 === 3 ? 'Albelli' : 'Resnap', products };
  });
}

export function demoOrderPlan(): PlannedOrder[] {
  const specials = (Object.keys(SPECIALS) as Key[]).map((key) => ({
    ...SPECIALS[key], code: DEMO_ORDERS[key].code, account: DEMO_ORDERS[key].account as DemoAccount,
  }));
  return [...specials, ...OTHERS, ...fillers()];
}
