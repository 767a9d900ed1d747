import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { BRIGADE_MAX_QUANTITY, type BrigadePicture, type BrigadeProductKind, type BrigadeProductSummary } from '../contract/brigade';
import { accountAtom, currentAccount } from '../offline/session';
import { keepDraft, readDraft } from '../state/formDraft';
import { appStore } from '../state/store';

/**
 * The brigade shop's cart and the self-drive selection in progress (issue 19), kept on the phone
 * for the signed-in account: a reload, a lost signal or a detour to add a traveller keeps them,
 * and "paying offline keeps the cart". They are a form draft of the account (lib/state/formDraft:
 * `tf.draft.brigadeCart`, tagged with lib/offline/account.ts's account), so another account on the
 * same phone never sees them and sign-out sweeps them with every draft (the kiosk rules, docs/offline.md).
 *
 * Nothing here is trusted for money: the title and price are what the buyer saw when adding, for
 * showing the cart offline; the order's lines and total come from the server's catalogue. Travellers
 * are kept by their saved id only (their names and ID numbers stay on the server).
 *
 * "Buy now" does not touch the cart: it names the product in the pay screen's query (`buyNowRoute`),
 * so a tourist sent to sign in first comes back to the same purchase.
 */

/** The most of one product a line holds (the order's limit; the server checks stock). */
export const CART_MAX_QUANTITY = BRIGADE_MAX_QUANTITY;
/** The draft name under `tf.draft.` (lib/state/formDraft.ts). */
export const BRIGADE_CART_DRAFT = 'brigadeCart';

/**
 * What the product screens know of a product when it goes into the cart (a summary or detail of
 * the catalogue): the price is as shown when added, for display only (the server prices the order).
 */
export type CartProduct = Pick<BrigadeProductSummary, 'productId' | 'title' | 'priceFen' | 'cover'>;

export interface CartLine extends CartProduct {
  quantity: number;
  /** Ticked for the next checkout (all lines start ticked). */
  selected: boolean;
  addedAt: number;
}

/** A self-drive package being bought: the departure and saved travellers chosen so far. */
export interface DrivingSelection {
  productId: number;
  departureId: number | null;
  travellerIds: number[];
}

export interface BrigadeCart {
  lines: CartLine[];
  driving: DrivingSelection | null;
}

const EMPTY_CART: BrigadeCart = { lines: [], driving: null };

const isWholeNumber = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function isPicture(value: unknown): value is BrigadePicture {
  const picture = value as Partial<BrigadePicture> | null;
  return typeof picture === 'object' && picture !== null && typeof picture.fileId === 'string' && typeof picture.url === 'string';
}

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line === 'object' && line !== null &&
    isWholeNumber(line.productId, 1) &&
    typeof line.title === 'string' &&
    isWholeNumber(line.priceFen, 0) &&
    (line.cover === null || isPicture(line.cover)) &&
    isWholeNumber(line.quantity, 1, CART_MAX_QUANTITY) &&
    typeof line.selected === 'boolean' &&
    isWholeNumber(line.addedAt, 0)
  );
}

function isDrivingSelection(value: unknown): value is DrivingSelection {
  const selection = value as Partial<DrivingSelection> | null;
  return (
    typeof selection === 'object' && selection !== null &&
    isWholeNumber(selection.productId, 1) &&
    (selection.departureId === null || isWholeNumber(selection.departureId, 1)) &&
    Array.isArray(selection.travellerIds) && selection.travellerIds.every((id) => isWholeNumber(id, 1))
  );
}

/** The stored cart is outside input (another version of the app, devtools): checked whole. */
function isBrigadeCart(value: unknown): value is BrigadeCart {
  const cart = value as Partial<BrigadeCart> | null;
  return (
    typeof cart === 'object' && cart !== null &&
    Array.isArray(cart.lines) && cart.lines.every(isCartLine) &&
    (cart.driving === null || isDrivingSelection(cart.driving))
  );
}

/** Bumped on every write here and on another tab's write, so the cart atom reads storage again. */
const cartWrittenAtom = atom(0);

/** The signed-in account's cart (empty for a tourist, after sign-out, or for another account's draft). */
export const brigadeCartAtom = atom<BrigadeCart>((get) => {
  get(cartWrittenAtom);
  const account = get(accountAtom);
  return (account && readDraft(BRIGADE_CART_DRAFT, account, isBrigadeCart)) || EMPTY_CART;
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(BRIGADE_CART_DRAFT)) appStore.set(cartWrittenAtom, (n) => n + 1);
  });
}

/** Changes the signed-in account's cart; false (nothing kept) when nobody is signed in. */
function changeCart(change: (cart: BrigadeCart) => BrigadeCart): boolean {
  const account = currentAccount();
  if (!account) return false;
  keepDraft(BRIGADE_CART_DRAFT, account, change(appStore.get(brigadeCartAtom)));
  appStore.set(cartWrittenAtom, (n) => n + 1);
  return true;
}

const clampQuantity = (quantity: number) => Math.min(CART_MAX_QUANTITY, Math.max(1, Math.floor(quantity) || 1));

/**
 * Puts `quantity` of a goods product in the cart (added to a line already there, ticked).
 * False when nobody is signed in: the caller asks the buyer to sign in first.
 */
export function addToCart(product: CartProduct, quantity = 1): boolean {
  return changeCart((cart) => {
    const existing = cart.lines.find((line) => line.productId === product.productId);
    const line: CartLine = {
      // Only these fields: a whole detail (description, itinerary) has no place in storage.
      productId: product.productId,
      title: product.title,
      priceFen: product.priceFen,
      cover: product.cover,
      quantity: clampQuantity((existing?.quantity ?? 0) + quantity),
      selected: true,
      addedAt: existing?.addedAt ?? Date.now(),
    };
    return { ...cart, lines: [line, ...cart.lines.filter((other) => other.productId !== product.productId)] };
  });
}

/** Sets a line's quantity (1..CART_MAX_QUANTITY). */
export function setCartQuantity(productId: number, quantity: number): boolean {
  return changeCart((cart) => ({
    ...cart,
    lines: cart.lines.map((line) => (line.productId === productId ? { ...line, quantity: clampQuantity(quantity) } : line)),
  }));
}

/** Ticks or unticks a line for the next checkout. */
export function selectCartLine(productId: number, selected: boolean): boolean {
  return changeCart((cart) => ({
    ...cart,
    lines: cart.lines.map((line) => (line.productId === productId ? { ...line, selected } : line)),
  }));
}

/** Takes products out of the cart (removed by the buyer, or bought: see `clearBought`). */
export function removeFromCart(productIds: readonly number[]): boolean {
  return changeCart((cart) => ({ ...cart, lines: cart.lines.filter((line) => !productIds.includes(line.productId)) }));
}

/** Starts or changes the self-drive selection of `productId` (another package's selection is replaced). */
export function keepDrivingSelection(productId: number, change: Partial<Omit<DrivingSelection, 'productId'>>): boolean {
  return changeCart((cart) => {
    const current: DrivingSelection =
      cart.driving?.productId === productId ? cart.driving : { productId, departureId: null, travellerIds: [] };
    return { ...cart, driving: { ...current, ...change, productId } };
  });
}

/**
 * After an order was made: its goods leave the cart and a finished self-drive selection is dropped.
 * Called with what the order was made from, once the server said it exists.
 */
export function clearBought(bought: { productIds?: readonly number[]; drivingProductId?: number }): boolean {
  return changeCart((cart) => ({
    lines: cart.lines.filter((line) => !(bought.productIds ?? []).includes(line.productId)),
    driving: bought.drivingProductId !== undefined && cart.driving?.productId === bought.drivingProductId ? null : cart.driving,
  }));
}

/** Where "buy now" of a product goes: its kind's confirm screen, the product named in the query. */
export function buyNowRoute(
  kind: BrigadeProductKind,
  productId: number,
  options: { quantity?: number; departureId?: number | null } = {},
): { path: string; query: Record<string, string> } {
  if (kind === 'annualPass') return { path: '/pages/oneCode/buy', query: { productId: String(productId) } };
  if (kind === 'selfDrive') {
    const query: Record<string, string> = { productId: String(productId) };
    if (options.departureId) query.departureId = String(options.departureId);
    return { path: '/pages/brigade/drivingPay', query };
  }
  return { path: '/pages/brigade/pay', query: { productId: String(productId), quantity: String(clampQuantity(options.quantity ?? 1)) } };
}

/** Where checking out the cart's ticked lines goes. */
export const CART_CHECKOUT_ROUTE = { path: '/pages/brigade/pay', query: { from: 'cart' } } as const;

/**
 * "Buy now" for a signed-in buyer who also wants the pick remembered: a self-drive package keeps
 * the chosen departure in the selection, then the confirm screen's route is answered.
 */
export function buyNow(kind: BrigadeProductKind, productId: number, options: { quantity?: number; departureId?: number | null } = {}) {
  if (kind === 'selfDrive' && options.departureId) keepDrivingSelection(productId, { departureId: options.departureId });
  return buyNowRoute(kind, productId, options);
}

/** The signed-in account's cart, its lines and the self-drive selection. */
export function useBrigadeCart() {
  const cart = useAtomValue(brigadeCartAtom, { store: appStore });
  const selected = cart.lines.filter((line) => line.selected);
  return {
    lines: cart.lines,
    driving: cart.driving,
    /** Pieces in the cart (the badge). */
    count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    selected,
    /** Total of the ticked lines at the prices seen when added, in fen (the server's total is the one paid). */
    selectedFen: selected.reduce((sum, line) => sum + line.priceFen * line.quantity, 0),
  };
}

/** The self-drive selection of `productId` (null when none is in progress for it). */
export function useDrivingSelection(productId: number | null): DrivingSelection | null {
  const cart = useAtomValue(brigadeCartAtom, { store: appStore });
  return productId !== null && cart.driving?.productId === productId ? cart.driving : null;
}
