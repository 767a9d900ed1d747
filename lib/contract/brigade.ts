import { z } from 'zod';
import { endpoint } from './endpoint';
import { EtcAddress } from './etc';
import { NotifyAnswer, PaymentNotify } from './money';
import { PageQuery, pageOf } from './paging';
import { Mobile, NationalId, PersonName } from './rules';

/**
 * The brigade shop ("旅游商城", spec §7 "Store", issue 19; docs/brigade.md). Store service
 * (`/store/api/products/...`, envelope `{code: 0, data, msg}`).
 *
 * The **catalogue** (categories, product lists, details, their pictures) is public: tourists and
 * people opening a shared link read it without a token, and the service worker keeps it for patchy
 * coverage. Products are `goods` (stock), `selfDrive` packages (an itinerary and **departures**:
 * dated, with seats and a price per traveller) and the `annualPass` ("oneCode", stock).
 *
 * A buyer (user token) keeps **travellers** (name, national ID checked by the ID checker, mobile)
 * and places **orders**: goods (one line per product with a quantity), a self-drive departure (one
 * line per traveller, name and ID copied into the order) or one annual pass. Prices and totals come
 * from the catalogue on the server; a price in a request is ignored. Stock and seats are taken in
 * the order's transaction (never oversold) and come back when an unpaid order is cancelled or
 * **expires** (BRIGADE_ORDER_EXPIRY_MINUTES after it was placed).
 *
 * **Paying**: from the buyer's wallet (at once) or on the payment gateway (a page; the gateway's
 * signed notification, or a poll of payStatus, completes it). Shop takings sit in the platform's
 * `storeSales` ledger account. **Refunds** name order items, go back to the buyer's wallet at once
 * and apply once per item; a departed self-drive item cannot be refunded.
 *
 * A goods order carries a delivery **address**; operators **ship** it once paid (carrier, tracking
 * number) and the buyer confirms receipt, or it completes BRIGADE_RECEIPT_DAYS after shipping.
 * Shipped goods are no longer refundable.
 *
 * A paid annual-pass order gives its buyer a **pass** valid one year (China dates), **bound** once to
 * a person (name, ID, a photo the buyer uploaded).
 *
 * **Operators** (accounts with the operator identity) maintain categories, products, stock,
 * departures and pictures (`/store/api/products/ops/...`).
 *
 * The messaging app's JS-SDK signature (wx permission config) is app.wxConfig
 * (`GET /store/api/products/wxConfig`), which existed before the shop.
 *
 * Someone else's order, traveller or pass answers like a missing one (404). Amounts are integer fen;
 * times ISO 8601 (shown in China time); dates `YYYY-MM-DD` in China time.
 */

// ---------------------------------------------------------------------------------------------
// Constants

/** An unpaid order expires this long after it was placed; its stock and seats return. */
export const BRIGADE_ORDER_EXPIRY_MINUTES = 15;
/** A pass is valid this many months from the China date it was paid. */
export const BRIGADE_PASS_VALID_MONTHS = 12;
/** Most pieces of one product in one goods line. */
export const BRIGADE_MAX_QUANTITY = 99;
/** Most distinct products in one goods order. */
export const BRIGADE_MAX_LINES = 20;
/** Most travellers on one self-drive order. */
export const BRIGADE_MAX_TRAVELLERS = 9;
/** Most travellers a buyer may keep. */
export const BRIGADE_MAX_SAVED_TRAVELLERS = 30;
/** Most pictures of a product (the first is the cover). */
export const BRIGADE_MAX_PICTURES = 9;
/** Most days of a self-drive itinerary. */
export const BRIGADE_MAX_ITINERARY_DAYS = 30;
/** The highest price of anything in the shop (fen): 1,000,000 yuan. */
export const BRIGADE_MAX_PRICE_FEN = 100_000_000;
/** The most stock or seats one product or departure holds. */
export const BRIGADE_MAX_STOCK = 1_000_000;
/** The client loads the next page when the list's bottom is this many pixels away (spec). */
export const BRIGADE_REACH_BOTTOM_PX = 200;
export const BRIGADE_DEFAULT_PAGE = 10;

export const BRIGADE_TITLE_MAX = 60;
export const BRIGADE_SUBTITLE_MAX = 120;
export const BRIGADE_DESCRIPTION_MAX = 4000;
export const BRIGADE_CATEGORY_NAME_MAX = 20;
export const BRIGADE_DAY_TITLE_MAX = 60;
export const BRIGADE_DAY_TEXT_MAX = 1000;
export const BRIGADE_REFUND_NOTE_MAX = 200;
/** A shipped goods order the buyer does not confirm is completed this many days after shipping. */
export const BRIGADE_RECEIPT_DAYS = 10;
export const BRIGADE_CARRIER_MAX = 20;

/** What a product is. */
export const BRIGADE_PRODUCT_KINDS = ['goods', 'selfDrive', 'annualPass'] as const;
export const BrigadeProductKind = z.enum(BRIGADE_PRODUCT_KINDS);
export type BrigadeProductKind = z.infer<typeof BrigadeProductKind>;

/** Whether buyers see and may buy a product. */
export const BRIGADE_PRODUCT_STATUSES = ['onSale', 'offSale'] as const;
export const BrigadeProductStatus = z.enum(BRIGADE_PRODUCT_STATUSES);
export type BrigadeProductStatus = z.infer<typeof BrigadeProductStatus>;

/**
 * An order's life: unpaid → paid → (partlyRefunded) → refunded; unpaid → cancelled (by the buyer)
 * or expired (BRIGADE_ORDER_EXPIRY_MINUTES unpaid). Catalogue brigade.status.<code>.
 */
export const BRIGADE_ORDER_STATUSES = ['unpaid', 'paid', 'partlyRefunded', 'refunded', 'cancelled', 'expired'] as const;
export const BrigadeOrderStatus = z.enum(BRIGADE_ORDER_STATUSES);
export type BrigadeOrderStatus = z.infer<typeof BrigadeOrderStatus>;
/** Orders that are over: the buyer may delete them from their list. */
export const BRIGADE_FINISHED_STATUSES = ['refunded', 'cancelled', 'expired'] as const satisfies readonly BrigadeOrderStatus[];

/** The order list's tabs: everything, or one group of statuses. */
export const BRIGADE_ORDER_FILTERS = ['all', 'unpaid', 'paid', 'refunded', 'closed'] as const;
export const BrigadeOrderFilter = z.enum(BRIGADE_ORDER_FILTERS);
export type BrigadeOrderFilter = z.infer<typeof BrigadeOrderFilter>;
/** Which statuses each tab lists (`paid` includes partly refunded; `closed` is cancelled or expired). */
export const BRIGADE_ORDER_FILTER_STATUSES: Record<BrigadeOrderFilter, readonly BrigadeOrderStatus[]> = {
  all: BRIGADE_ORDER_STATUSES,
  unpaid: ['unpaid'],
  paid: ['paid', 'partlyRefunded'],
  refunded: ['refunded'],
  closed: ['cancelled', 'expired'],
};

/**
 * Where a goods order's parcel is, beside its payment status (docs/brigade.md "Delivery"): to ship
 * (paid, or waiting to be) → shipped (carrier, tracking number) → completed (the buyer confirmed
 * receipt, or BRIGADE_RECEIPT_DAYS after shipping). Self-drive and pass orders have none. Kept apart
 * from the status so a partly refunded order stays partly refunded when it ships.
 */
export const BRIGADE_DELIVERY_STATUSES = ['toShip', 'shipped', 'completed'] as const;
export const BrigadeDeliveryStatus = z.enum(BRIGADE_DELIVERY_STATUSES);
export type BrigadeDeliveryStatus = z.infer<typeof BrigadeDeliveryStatus>;

/** How an order is paid: the buyer's wallet, or the payment gateway's page. */
export const BRIGADE_PAY_MODES = ['wallet', 'gateway'] as const;
export const BrigadePayMode = z.enum(BRIGADE_PAY_MODES);
export type BrigadePayMode = z.infer<typeof BrigadePayMode>;

/** A gateway payment of an order: created → paid or closed (wallet payments are paid at once). */
export const BRIGADE_PAYMENT_STATUSES = ['created', 'paid', 'closed'] as const;
export const BrigadePaymentStatus = z.enum(BRIGADE_PAYMENT_STATUSES);

/** Why a buyer asks for a refund (the server answers the texts: refundReasons). */
export const BRIGADE_REFUND_REASONS = ['changedPlans', 'wrongItem', 'betterPrice', 'notAsDescribed', 'travellerCannotGo', 'other'] as const;
export const BrigadeRefundReason = z.enum(BRIGADE_REFUND_REASONS);
export type BrigadeRefundReason = z.infer<typeof BrigadeRefundReason>;

/**
 * A pass: paid, not bound yet → bound to a person; expired after its last valid day; voided when
 * its order was refunded (only an unbound pass may be refunded). Derived on read, not stored.
 */
export const BRIGADE_PASS_STATUSES = ['unbound', 'bound', 'expired', 'voided'] as const;
export const BrigadePassStatus = z.enum(BRIGADE_PASS_STATUSES);
export type BrigadePassStatus = z.infer<typeof BrigadePassStatus>;

// ---------------------------------------------------------------------------------------------
// Fields

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Text = (min: number, max: number) => z.string().trim().min(min).max(max);
const FileId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a file id');
const Instant = z.string();
/** A China-time calendar date. */
export const BrigadeDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  // Runs after a failed pattern too (zod keeps checking): an unreadable text must answer false, not throw.
  .refine((day) => {
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, 'is not a day of the calendar');
const PriceFen = z.number().int().min(1).max(BRIGADE_MAX_PRICE_FEN);
const Fen = z.number().int().min(0);

export const ProductIdParam = z.object({ productId: Id });
export const CategoryIdParam = z.object({ categoryId: Id });
export const DepartureIdParam = z.object({ departureId: Id });
export const TravellerIdParam = z.object({ travellerId: Id });
export const OrderIdParam = z.object({ orderId: Id });
export const PassIdParam = z.object({ passId: Id });
export const BrigadePictureParam = z.object({ fileId: FileId });

// ---------------------------------------------------------------------------------------------
// Catalogue (public)

/** A picture of a product or a category icon: `url` is the public picture call (no token). */
export const BrigadePicture = z.object({ fileId: z.string(), url: z.string() });
export type BrigadePicture = z.infer<typeof BrigadePicture>;

export const BrigadeCategory = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  icon: BrigadePicture.nullable(),
  /** Products on sale in it. */
  productCount: z.number().int().min(0),
});
export type BrigadeCategory = z.infer<typeof BrigadeCategory>;

/** A product as lists show it. */
export const BrigadeProductSummary = z.object({
  productId: z.number().int(),
  kind: BrigadeProductKind,
  categoryId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The first picture, or null. */
  cover: BrigadePicture.nullable(),
  /**
   * The price (fen): of one piece (goods), of the pass, and for a self-drive package the lowest
   * price per traveller of its upcoming departures (the product's price when it has none).
   */
  priceFen: z.number().int(),
  /** Pieces left (goods, annualPass); for selfDrive the seats left on upcoming departures. */
  stock: z.number().int().min(0),
  /** Nothing left to buy (no stock, or no upcoming departure with seats). */
  soldOut: z.boolean(),
  /** Pieces or seats sold so far (paid and not refunded). */
  soldCount: z.number().int().min(0),
});
export type BrigadeProductSummary = z.infer<typeof BrigadeProductSummary>;

/** One day of a self-drive itinerary. */
export const BrigadeItineraryDay = z.object({
  title: Text(1, BRIGADE_DAY_TITLE_MAX),
  text: Text(1, BRIGADE_DAY_TEXT_MAX),
});
export type BrigadeItineraryDay = z.infer<typeof BrigadeItineraryDay>;

/** A dated departure of a self-drive package. */
export const BrigadeDeparture = z.object({
  departureId: z.number().int(),
  date: z.string(),
  /** Price per traveller (fen). */
  priceFen: z.number().int(),
  seatsLeft: z.number().int().min(0),
  /** Departed (its date is before today, China time): not bookable, its items not refundable. */
  departed: z.boolean(),
});
export type BrigadeDeparture = z.infer<typeof BrigadeDeparture>;

/** A product's page: summary, pictures, description; a package's itinerary and upcoming departures. */
export const BrigadeProductDetail = BrigadeProductSummary.extend({
  description: z.string(),
  categoryName: z.string(),
  pictures: z.array(BrigadePicture),
  /** selfDrive only (else empty), day 1 first. */
  itinerary: z.array(BrigadeItineraryDay),
  /** selfDrive only (else empty): today's and later departures, earliest first. */
  departures: z.array(BrigadeDeparture),
  /** annualPass only (else null): how long a pass is valid. */
  passValidMonths: z.number().int().nullable(),
});
export type BrigadeProductDetail = z.infer<typeof BrigadeProductDetail>;

/** The product list: on sale, by category (and/or kind, a keyword), newest first, paged. */
export const BrigadeProductListQuery = PageQuery.extend({
  categoryId: Id.optional(),
  kind: BrigadeProductKind.optional(),
  keyword: z.string().trim().max(40).optional(),
});
export type BrigadeProductListQuery = z.input<typeof BrigadeProductListQuery>;
export const BrigadeProductPage = pageOf(BrigadeProductSummary);
export type BrigadeProductPage = z.infer<typeof BrigadeProductPage>;

// ---------------------------------------------------------------------------------------------
// Travellers (the buyer's saved people)

export const BrigadeTraveller = z.object({
  travellerId: z.number().int(),
  name: z.string(),
  /** 110101********1234: the full number never leaves the server again. */
  idCardNoMasked: z.string(),
  mobile: z.string(),
  createdAt: Instant,
});
export type BrigadeTraveller = z.infer<typeof BrigadeTraveller>;

/**
 * Save a traveller: without `travellerId` a new one, with it a change of that one (all fields
 * again). The name and ID are checked together by the ID checker; one entry per ID number.
 */
export const BrigadeTravellerSave = z.object({
  travellerId: Id.optional(),
  name: PersonName,
  idCardNo: NationalId,
  mobile: Mobile,
});
export type BrigadeTravellerSave = z.input<typeof BrigadeTravellerSave>;
export const BrigadeTravellerDeleted = z.object({ travellerId: z.number().int(), deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * Where a goods order is sent: the receiver (name as on the ID card, a mainland mobile), the area
 * typed as province / city / district and the street address — the rules of ETC's mailing address.
 */
export const BrigadeDeliveryAddress = EtcAddress.pick({ receiverName: true, receiverMobile: true, areaName: true, detail: true });
export type BrigadeDeliveryAddress = z.infer<typeof BrigadeDeliveryAddress>;

/** Place an order. Any price sent along is ignored (the server prices from the catalogue). */
export const BrigadeOrderSave = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('goods'),
    /** Where the goods go. */
    address: BrigadeDeliveryAddress,
    lines: z
      .array(z.object({ productId: Id, quantity: z.number().int().min(1).max(BRIGADE_MAX_QUANTITY) }))
      .min(1)
      .max(BRIGADE_MAX_LINES)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'names a product twice'),
  }),
  z.object({
    kind: z.literal('selfDrive'),
    productId: Id,
    departureId: Id,
    /** The caller's saved travellers going, one order line each. */
    travellerIds: z
      .array(Id)
      .min(1)
      .max(BRIGADE_MAX_TRAVELLERS)
      .refine((ids) => new Set(ids).size === ids.length, 'names a traveller twice'),
  }),
  z.object({ kind: z.literal('annualPass'), productId: Id }),
]);
export type BrigadeOrderSave = z.input<typeof BrigadeOrderSave>;

/** One line of an order (a self-drive order has one per traveller). */
export const BrigadeOrderItem = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  cover: BrigadePicture.nullable(),
  quantity: z.number().int().min(1),
  unitPriceFen: z.number().int(),
  /** unitPriceFen × quantity: what refunding this line gives back. */
  amountFen: z.number().int(),
  /** selfDrive: the traveller copied into the order (else null). */
  travellerName: z.string().nullable(),
  travellerIdCardNoMasked: z.string().nullable(),
  /** Refunded already (with the refund's id), or null. */
  refundId: z.number().int().nullable(),
  /** May be refunded now (the order is paid, this line not refunded, not departed, not shipped). */
  refundable: z.boolean(),
});
export type BrigadeOrderItem = z.infer<typeof BrigadeOrderItem>;

export const BrigadeRefund = z.object({
  refundId: z.number().int(),
  orderId: z.number().int(),
  itemIds: z.array(z.number().int()),
  amountFen: z.number().int(),
  reason: BrigadeRefundReason,
  note: z.string().nullable(),
  createdAt: Instant,
});
export type BrigadeRefund = z.infer<typeof BrigadeRefund>;

/** A goods order's delivery: where to, and how far it got. */
export const BrigadeDelivery = z.object({
  /** Unpaid, cancelled, expired or fully refunded orders stay `toShip`: nothing will be shipped. */
  status: BrigadeDeliveryStatus,
  address: z.object({ receiverName: z.string(), receiverMobile: z.string(), areaName: z.string(), detail: z.string() }),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: Instant.nullable(),
  /** Shipped: when it completes by itself unless the buyer confirms first; completed: when it did. */
  completesAt: Instant.nullable(),
  completedAt: Instant.nullable(),
});
export type BrigadeDelivery = z.infer<typeof BrigadeDelivery>;

/** An order as lists show it. */
export const BrigadeOrderSummary = z.object({
  orderId: z.number().int(),
  /** A number people read and quote: BG + China date + digits. */
  orderNo: z.string(),
  kind: BrigadeProductKind,
  status: BrigadeOrderStatus,
  /** The first line's title (with "等N件" shown by the client for more lines). */
  title: z.string(),
  cover: BrigadePicture.nullable(),
  itemCount: z.number().int().min(1),
  totalFen: Fen,
  refundedFen: Fen,
  /** selfDrive: the departure's date (else null). */
  departureDate: z.string().nullable(),
  createdAt: Instant,
  /** Unpaid orders: when it expires (else null). */
  expiresAt: Instant.nullable(),
  paidAt: Instant.nullable(),
  payMode: BrigadePayMode.nullable(),
  canPay: z.boolean(),
  canCancel: z.boolean(),
  canRefund: z.boolean(),
  canDelete: z.boolean(),
  /** Goods: the address and the parcel's way (null for self-drive and pass orders, and goods orders placed before delivery existed). */
  delivery: BrigadeDelivery.nullable(),
  /** Shipped and not yet completed: the buyer may confirm receipt. */
  canConfirmReceipt: z.boolean(),
});
export type BrigadeOrderSummary = z.infer<typeof BrigadeOrderSummary>;

/** An order with its lines and refunds (the bill). */
export const BrigadeOrder = BrigadeOrderSummary.extend({
  items: z.array(BrigadeOrderItem),
  refunds: z.array(BrigadeRefund),
  /** annualPass: the pass it gave once paid (else null). */
  passId: z.number().int().nullable(),
  cancelledAt: Instant.nullable(),
  expiredAt: Instant.nullable(),
});
export type BrigadeOrder = z.infer<typeof BrigadeOrder>;

export const BrigadeOrderListQuery = PageQuery.extend({ status: BrigadeOrderFilter.default('all') });
export type BrigadeOrderListQuery = z.input<typeof BrigadeOrderListQuery>;
export const BrigadeOrderPage = pageOf(BrigadeOrderSummary);
export type BrigadeOrderPage = z.infer<typeof BrigadeOrderPage>;

export const BrigadeOrderDeleted = z.object({ orderId: z.number().int(), deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Payment

export const BrigadePayRequest = z.object({ mode: BrigadePayMode });
export type BrigadePayRequest = z.input<typeof BrigadePayRequest>;

/**
 * The state of an order's payment (pay's answer; payStatus for payOver/payFail to poll). `wallet`:
 * paid at once. `gateway`: `payUrl` is the gateway's page (inside the app shell the bridge's
 * wxPay(paymentId) pays instead); the order turns paid when the gateway says so.
 */
export const BrigadePayState = z.object({
  orderId: z.number().int(),
  orderStatus: BrigadeOrderStatus,
  totalFen: Fen,
  mode: BrigadePayMode.nullable(),
  /** The gateway payment (null for wallet payments and unpaid orders not sent to the gateway). */
  paymentId: z.string().nullable(),
  paymentStatus: BrigadePaymentStatus.nullable(),
  payUrl: z.string().nullable(),
  paidAt: Instant.nullable(),
  /** Unpaid orders: when it expires. */
  expiresAt: Instant.nullable(),
  /** The buyer's wallet balance available now (payMode shows whether the wallet covers the total). */
  walletAvailableFen: Fen,
});
export type BrigadePayState = z.infer<typeof BrigadePayState>;

// ---------------------------------------------------------------------------------------------
// Refunds

/** A reason with its texts (the server's list, zh-CN and English). */
export const BrigadeRefundReasonText = z.object({ code: BrigadeRefundReason, zhCN: z.string(), en: z.string() });
export type BrigadeRefundReasonText = z.infer<typeof BrigadeRefundReasonText>;

/** Refund some lines of a paid order: the amount is theirs, back to the buyer's wallet at once. */
export const BrigadeRefundRequest = z.object({
  itemIds: z
    .array(Id)
    .min(1)
    .max(BRIGADE_MAX_LINES)
    .refine((ids) => new Set(ids).size === ids.length, 'names a line twice'),
  reason: BrigadeRefundReason,
  note: z.string().trim().max(BRIGADE_REFUND_NOTE_MAX).optional(),
});
export type BrigadeRefundRequest = z.input<typeof BrigadeRefundRequest>;
export const BrigadeRefundDone = z.object({ refund: BrigadeRefund, order: BrigadeOrder });
export type BrigadeRefundDone = z.infer<typeof BrigadeRefundDone>;

// ---------------------------------------------------------------------------------------------
// Annual pass (oneCode)

export const BrigadePassHolder = z.object({
  name: z.string(),
  idCardNoMasked: z.string(),
  /** The photo the buyer uploaded: read through identity.file (its owner). */
  photoFileId: z.string(),
  photoUrl: z.string(),
  boundAt: Instant,
});

export const BrigadePass = z.object({
  passId: z.number().int(),
  /** The number printed on the pass. */
  passNo: z.string(),
  productId: z.number().int(),
  title: z.string(),
  orderId: z.number().int(),
  status: BrigadePassStatus,
  /** China dates, both included. */
  validFrom: z.string(),
  validUntil: z.string(),
  holder: BrigadePassHolder.nullable(),
  createdAt: Instant,
});
export type BrigadePass = z.infer<typeof BrigadePass>;

/** Bind a pass to a person, once: name and ID checked together, a photo the caller uploaded. */
export const BrigadePassBind = z.object({
  name: PersonName,
  idCardNo: NationalId,
  photoFileId: FileId,
});
export type BrigadePassBind = z.input<typeof BrigadePassBind>;

/** The pass's introduction (oneCode/pre, the shared link): the pass on sale, or null when none is. */
export const BrigadePassIntro = z.object({ product: BrigadeProductDetail.nullable() });
export type BrigadePassIntro = z.infer<typeof BrigadePassIntro>;

// ---------------------------------------------------------------------------------------------
// Operators

export const BrigadeOpsCategory = BrigadeCategory.extend({
  /** Every product in it, on sale or not. */
  allProductCount: z.number().int().min(0),
});
export type BrigadeOpsCategory = z.infer<typeof BrigadeOpsCategory>;

/** Create (no categoryId) or change a category; the icon is a file the operator uploaded. */
export const BrigadeCategorySave = z.object({
  categoryId: Id.optional(),
  name: Text(1, BRIGADE_CATEGORY_NAME_MAX),
  sort: z.number().int().min(0).max(9999).default(0),
  iconFileId: FileId.nullable().default(null),
});
export type BrigadeCategorySave = z.input<typeof BrigadeCategorySave>;
export const BrigadeCategoryDeleted = z.object({ categoryId: z.number().int(), deleted: z.literal(true) });

/** A departure as operators see it: every one, past too, with what is sold. */
export const BrigadeOpsDeparture = BrigadeDeparture.extend({
  seatsTotal: z.number().int().min(0),
  /** Seats held by unpaid or paid orders. */
  seatsTaken: z.number().int().min(0),
});
export type BrigadeOpsDeparture = z.infer<typeof BrigadeOpsDeparture>;

export const BrigadeOpsProduct = BrigadeProductDetail.omit({ departures: true }).extend({
  status: BrigadeProductStatus,
  /** The product's own price (fen): of a piece, of the pass, the default per-traveller price of a package. */
  basePriceFen: z.number().int(),
  departures: z.array(BrigadeOpsDeparture),
  updatedAt: Instant,
});
export type BrigadeOpsProduct = z.infer<typeof BrigadeOpsProduct>;

export const BrigadeOpsProductListQuery = PageQuery.extend({
  categoryId: Id.optional(),
  kind: BrigadeProductKind.optional(),
  status: BrigadeProductStatus.optional(),
  keyword: z.string().trim().max(40).optional(),
});
export type BrigadeOpsProductListQuery = z.input<typeof BrigadeOpsProductListQuery>;
export const BrigadeOpsProductPage = pageOf(BrigadeProductSummary.extend({ status: BrigadeProductStatus, categoryName: z.string() }));
export type BrigadeOpsProductPage = z.infer<typeof BrigadeOpsProductPage>;

/**
 * Create (no productId) or change a product. Its kind never changes. `stock` only when creating a
 * goods or annualPass product (its first stock); later stock changes go through the stock call, so
 * an edit never overwrites what orders took meanwhile. A new product starts off sale.
 */
export const BrigadeProductSave = z
  .object({
    productId: Id.optional(),
    kind: BrigadeProductKind,
    categoryId: Id,
    title: Text(1, BRIGADE_TITLE_MAX),
    subtitle: z.string().trim().max(BRIGADE_SUBTITLE_MAX).default(''),
    description: z.string().trim().max(BRIGADE_DESCRIPTION_MAX).default(''),
    /** Files the operator uploaded (identity.upload), the first is the cover. */
    pictureIds: z
      .array(FileId)
      .max(BRIGADE_MAX_PICTURES)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, 'holds a picture twice'),
    priceFen: PriceFen,
    stock: z.number().int().min(0).max(BRIGADE_MAX_STOCK).optional(),
    itinerary: z.array(BrigadeItineraryDay).max(BRIGADE_MAX_ITINERARY_DAYS).default([]),
  })
  .refine((p) => p.kind === 'selfDrive' || p.itinerary.length === 0, { path: ['itinerary'], message: 'only a selfDrive package has an itinerary' })
  .refine((p) => p.stock === undefined || (p.productId === undefined && p.kind !== 'selfDrive'), {
    path: ['stock'],
    message: 'is set when creating goods or a pass; change it later with the stock call',
  });
export type BrigadeProductSave = z.input<typeof BrigadeProductSave>;

export const BrigadeProductStatusRequest = z.object({ status: BrigadeProductStatus });
/** Add (positive) or take (negative) stock; never below zero nor above BRIGADE_MAX_STOCK. */
export const BrigadeStockChange = z.object({ change: z.number().int().min(-BRIGADE_MAX_STOCK).max(BRIGADE_MAX_STOCK).refine((n) => n !== 0, 'must not be 0') });
export type BrigadeStockChange = z.input<typeof BrigadeStockChange>;

/**
 * Create (no departureId) or change a departure of a self-drive package. `seats` is the total: a
 * change moves the seats left by the same amount and is refused below the seats taken.
 */
export const BrigadeDepartureSave = z.object({
  departureId: Id.optional(),
  date: BrigadeDate,
  priceFen: PriceFen,
  seats: z.number().int().min(0).max(BRIGADE_MAX_STOCK),
});
export type BrigadeDepartureSave = z.input<typeof BrigadeDepartureSave>;
export const BrigadeDepartureDeleted = z.object({ departureId: z.number().int(), deleted: z.literal(true) });

/** A paid goods order as the shipping desk sees it: what to pack (refunded lines marked) and where to. */
export const BrigadeOpsShipment = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: BrigadeOrderStatus,
  items: z.array(z.object({ itemId: z.number().int(), title: z.string(), quantity: z.number().int(), refunded: z.boolean() })),
  totalFen: Fen,
  refundedFen: Fen,
  paidAt: Instant.nullable(),
  delivery: BrigadeDelivery,
});
export type BrigadeOpsShipment = z.infer<typeof BrigadeOpsShipment>;
export const BrigadeOpsShipmentPage = pageOf(BrigadeOpsShipment);
export type BrigadeOpsShipmentPage = z.infer<typeof BrigadeOpsShipmentPage>;

/** Ship a paid goods order: the carrier's name and its tracking number (letters, digits, dashes). */
export const BrigadeShipRequest = z.object({
  carrier: Text(2, BRIGADE_CARRIER_MAX),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{5,31}$/, 'must be 6-32 letters, digits or dashes'),
});
export type BrigadeShipRequest = z.input<typeof BrigadeShipRequest>;

// ---------------------------------------------------------------------------------------------

const svc = { service: 'store' } as const;

export const brigadeEndpoints = {
  // Catalogue (anyone)
  categories: endpoint({
    ...svc, method: 'GET', path: '/products/category', access: 'public',
    summary: 'The shop categories (by sort) with their counts of products on sale', response: z.array(BrigadeCategory),
  }),
  list: endpoint({
    ...svc, method: 'GET', path: '/products/list', access: 'public',
    summary: 'Products on sale, by category / kind / keyword, newest first, paged',
    query: BrigadeProductListQuery, response: BrigadeProductPage,
  }),
  detail: endpoint({
    ...svc, method: 'GET', path: '/products/detail/:productId', access: 'public',
    summary: "A product on sale: pictures, description; a package's itinerary and upcoming departures (off sale: 404)",
    params: ProductIdParam, response: BrigadeProductDetail,
  }),
  picture: endpoint({
    ...svc, method: 'GET', path: '/products/picture/:fileId', access: 'public',
    summary: 'A picture of a product on sale or a category icon (JPEG, no token); anything else 404',
    params: BrigadePictureParam, response: z.string(), raw: { contentType: 'image/jpeg' },
  }),
  passIntro: endpoint({
    ...svc, method: 'GET', path: '/products/annualCard/intro', access: 'public',
    summary: 'The annual pass on sale (benefits, price, validity) for its introduction page and shared links',
    response: BrigadePassIntro,
  }),
  // Travellers (the caller's own)
  travellers: endpoint({
    ...svc, method: 'GET', path: '/products/userInfos', access: 'user',
    summary: "The caller's saved travellers, newest first (ID numbers masked)", response: z.array(BrigadeTraveller),
  }),
  saveTraveller: endpoint({
    ...svc, method: 'POST', path: '/products/userInfo/save', access: 'user', idempotent: true,
    summary: 'Add or change a traveller (name + ID checked by the ID checker, mobile); one per ID number',
    body: BrigadeTravellerSave, response: BrigadeTraveller,
  }),
  deleteTraveller: endpoint({
    ...svc, method: 'POST', path: '/products/userInfo/delete/:travellerId', access: 'user', idempotent: true,
    summary: "Delete one of the caller's travellers (orders keep their copies)", params: TravellerIdParam, response: BrigadeTravellerDeleted,
  }),
  // Orders (the caller's own)
  saveOrder: endpoint({
    ...svc, method: 'POST', path: '/products/order/save', access: 'user', idempotent: true,
    summary: 'Place an order (goods lines, a self-drive departure with travellers, or a pass): priced on the server, stock taken, unpaid for 15 minutes',
    body: BrigadeOrderSave, response: BrigadeOrder,
  }),
  pay: endpoint({
    ...svc, method: 'POST', path: '/products/order/:orderId/pay', access: 'user', idempotent: true,
    summary: "Pay an unpaid order from the wallet (at once; 409 when short) or on the gateway's page",
    params: OrderIdParam, body: BrigadePayRequest, response: BrigadePayState,
  }),
  payStatus: endpoint({
    ...svc, method: 'GET', path: '/products/order/:orderId/payStatus', access: 'user',
    summary: "An order's payment state (asks the gateway when no notification came)",
    params: OrderIdParam, response: BrigadePayState,
  }),
  payNotify: endpoint({
    ...svc, method: 'POST', path: '/products/pay/notify', access: 'public',
    summary: 'Payment gateway notification for shop orders (X-Pay-Signature; forged → 403, wrong amount → 400; applied once)',
    body: PaymentNotify, response: NotifyAnswer,
  }),
  orders: endpoint({
    ...svc, method: 'GET', path: '/products/order/list', access: 'user',
    summary: "The caller's orders by status tab, newest first, paged (deleted ones left out)",
    query: BrigadeOrderListQuery, response: BrigadeOrderPage,
  }),
  bill: endpoint({
    ...svc, method: 'GET', path: '/products/order/:orderId', access: 'user',
    summary: "One of the caller's orders with its lines and refunds", params: OrderIdParam, response: BrigadeOrder,
  }),
  cancelOrder: endpoint({
    ...svc, method: 'POST', path: '/products/order/:orderId/cancel', access: 'user', idempotent: true,
    summary: 'Cancel an unpaid order: its stock and seats return', params: OrderIdParam, response: BrigadeOrder,
  }),
  deleteOrder: endpoint({
    ...svc, method: 'POST', path: '/products/order/:orderId/delete', access: 'user', idempotent: true,
    summary: 'Remove a finished order (refunded, cancelled, expired) from the caller\'s list', params: OrderIdParam, response: BrigadeOrderDeleted,
  }),
  refund: endpoint({
    ...svc, method: 'POST', path: '/products/order/:orderId/refund', access: 'user', idempotent: true,
    summary: "Refund lines of a paid order to the caller's wallet at once (once per line; a departed trip: 409)",
    params: OrderIdParam, body: BrigadeRefundRequest, response: BrigadeRefundDone,
  }),
  confirmReceipt: endpoint({
    ...svc, method: 'POST', path: '/products/order/:orderId/receive', access: 'user', idempotent: true,
    summary: 'The buyer confirms a shipped goods order arrived: it is completed (a completed one answers as it is)',
    params: OrderIdParam, response: BrigadeOrder,
  }),
  refundReasons: endpoint({
    ...svc, method: 'GET', path: '/products/refund/reasons', access: 'public',
    summary: 'The refund reasons with their zh-CN and English texts', response: z.array(BrigadeRefundReasonText),
  }),
  // Annual pass (the caller's own)
  passes: endpoint({
    ...svc, method: 'GET', path: '/products/annualCard', access: 'user',
    summary: "The caller's annual passes, newest first, with their holders", response: z.array(BrigadePass),
  }),
  bindPass: endpoint({
    ...svc, method: 'POST', path: '/products/annualCard/:passId/bind', access: 'user', idempotent: true,
    summary: "Bind one of the caller's passes to a person (name + ID checked, the caller's uploaded photo); once",
    params: PassIdParam, body: BrigadePassBind, response: BrigadePass,
  }),
  // Operators
  opsCategories: endpoint({
    ...svc, method: 'GET', path: '/products/ops/category', access: 'user',
    summary: 'OPERATORS: every category with its product counts', response: z.array(BrigadeOpsCategory),
  }),
  opsSaveCategory: endpoint({
    ...svc, method: 'POST', path: '/products/ops/category/save', access: 'user', idempotent: true,
    summary: 'OPERATORS: create or change a category (name unique, sort, icon)', body: BrigadeCategorySave, response: BrigadeOpsCategory,
  }),
  opsDeleteCategory: endpoint({
    ...svc, method: 'POST', path: '/products/ops/category/:categoryId/delete', access: 'user', idempotent: true,
    summary: 'OPERATORS: delete an empty category (one holding products: 409)', params: CategoryIdParam, response: BrigadeCategoryDeleted,
  }),
  opsProducts: endpoint({
    ...svc, method: 'GET', path: '/products/ops/list', access: 'user',
    summary: 'OPERATORS: every product (on and off sale), by category / kind / status / keyword, paged',
    query: BrigadeOpsProductListQuery, response: BrigadeOpsProductPage,
  }),
  opsProduct: endpoint({
    ...svc, method: 'GET', path: '/products/ops/detail/:productId', access: 'user',
    summary: 'OPERATORS: a product with every departure and what is sold', params: ProductIdParam, response: BrigadeOpsProduct,
  }),
  opsSaveProduct: endpoint({
    ...svc, method: 'POST', path: '/products/ops/product/save', access: 'user', idempotent: true,
    summary: 'OPERATORS: create (off sale) or change a product: texts, pictures, price, itinerary; first stock on create',
    body: BrigadeProductSave, response: BrigadeOpsProduct,
  }),
  opsProductStatus: endpoint({
    ...svc, method: 'POST', path: '/products/ops/product/:productId/status', access: 'user', idempotent: true,
    summary: 'OPERATORS: put a product on or off sale', params: ProductIdParam, body: BrigadeProductStatusRequest, response: BrigadeOpsProduct,
  }),
  opsStock: endpoint({
    ...svc, method: 'POST', path: '/products/ops/product/:productId/stock', access: 'user', idempotent: true,
    summary: 'OPERATORS: add or take stock of goods or a pass (never below zero)', params: ProductIdParam, body: BrigadeStockChange, response: BrigadeOpsProduct,
  }),
  opsSaveDeparture: endpoint({
    ...svc, method: 'POST', path: '/products/ops/product/:productId/departure', access: 'user', idempotent: true,
    summary: 'OPERATORS: add or change a departure of a self-drive package (date, price per traveller, seats)',
    params: ProductIdParam, body: BrigadeDepartureSave, response: BrigadeOpsProduct,
  }),
  opsDeleteDeparture: endpoint({
    ...svc, method: 'POST', path: '/products/ops/departure/:departureId/delete', access: 'user', idempotent: true,
    summary: 'OPERATORS: delete a departure nobody booked (booked: 409)', params: DepartureIdParam, response: BrigadeDepartureDeleted,
  }),
  opsShipments: endpoint({
    ...svc, method: 'GET', path: '/products/ops/order/toShip', access: 'user',
    summary: 'OPERATORS: paid goods orders waiting to be shipped, oldest payment first, paged',
    query: PageQuery, response: BrigadeOpsShipmentPage,
  }),
  opsShip: endpoint({
    ...svc, method: 'POST', path: '/products/ops/order/:orderId/ship', access: 'user', idempotent: true,
    summary: 'OPERATORS: ship a paid goods order (carrier, tracking number); not paid goods, shipped or refunded: 409',
    params: OrderIdParam, body: BrigadeShipRequest, response: BrigadeOpsShipment,
  }),
};
