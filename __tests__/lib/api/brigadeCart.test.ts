import {
  addToCart,
  brigadeCartAtom,
  buyNow,
  buyNowRoute,
  CART_MAX_QUANTITY,
  clearBought,
  keepDrivingSelection,
  removeFromCart,
  selectCartLine,
  setCartQuantity,
} from '@/lib/api/brigadeCart';
import { forgetAccountData } from '@/lib/offline/forget';
import { appStore, clearSession, saveSignIn } from '@/lib/state';

/** A JWT-shaped token of person `sub` (the client files data by subject; the server verifies). */
const tokenOf = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

function signInAs(sub: string) {
  saveSignIn({ userToken: tokenOf(sub), logisticsToken: tokenOf(sub), userRefreshToken: 'r', logisticsRefreshToken: 'r', isTourist: false });
}

const tea = { productId: 11, title: '武夷岩茶', priceFen: 12800, cover: null };
const honey = { productId: 12, title: '龙眼蜜', priceFen: 5600, cover: { fileId: 'f1234567890abcdef', url: '/store/api/products/picture/f1234567890abcdef' } };
const cart = () => appStore.get(brigadeCartAtom);

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('the brigade cart', () => {
  it('adds to a line already in the cart and keeps quantities within bounds', () => {
    signInAs('101');
    expect(addToCart(tea, 2)).toBe(true);
    addToCart(honey);
    addToCart(tea, 1);
    expect(cart().lines.map((l) => [l.productId, l.quantity])).toEqual([[11, 3], [12, 1]]);
    setCartQuantity(12, 500);
    setCartQuantity(11, 0);
    expect(cart().lines.map((l) => l.quantity)).toEqual([1, CART_MAX_QUANTITY]);
  });

  it('survives a reload: it is read back from storage for the same account', () => {
    signInAs('101');
    // A product page hands its whole detail: only what the cart shows is kept.
    addToCart({ ...tea, description: '长长的介绍', itinerary: [] } as typeof tea);
    selectCartLine(11, false);
    // What a reload does: the stored text is all there is.
    const stored = JSON.parse(localStorage.getItem('tf.draft.brigadeCart')!);
    expect(stored.account).toBe('u:101');
    expect(stored.value.lines[0]).toMatchObject({ productId: 11, selected: false });
    expect(stored.value.lines[0]).not.toHaveProperty('description');
  });

  it("shows nothing of one account's cart to another, and keeps nothing for a tourist", () => {
    signInAs('101');
    addToCart(tea);
    signInAs('202');
    expect(cart().lines).toEqual([]);
    clearSession();
    expect(addToCart(honey)).toBe(false);
    expect(cart().lines).toEqual([]);
  });

  it('goes away at sign-out on a shared phone', async () => {
    signInAs('101');
    addToCart(tea);
    keepDrivingSelection(30, { departureId: 4, travellerIds: [7, 8] });
    await forgetAccountData('u:101');
    clearSession();
    signInAs('101');
    expect(cart()).toEqual({ lines: [], driving: null });
  });

  it('refuses a stored cart of another shape', () => {
    signInAs('101');
    localStorage.setItem('tf.draft.brigadeCart', JSON.stringify({ account: 'u:101', value: { lines: [{ productId: 'x' }], driving: null } }));
    // Any write makes the atom read storage again.
    removeFromCart([]);
    expect(cart().lines).toEqual([]);
  });

  it('keeps one self-drive selection and drops it once its order is made', () => {
    signInAs('101');
    keepDrivingSelection(30, { departureId: 4 });
    keepDrivingSelection(30, { travellerIds: [7, 8] });
    expect(cart().driving).toEqual({ productId: 30, departureId: 4, travellerIds: [7, 8] });
    keepDrivingSelection(31, { departureId: 9 });
    expect(cart().driving).toEqual({ productId: 31, departureId: 9, travellerIds: [] });
    addToCart(tea);
    addToCart(honey);
    clearBought({ productIds: [11], drivingProductId: 31 });
    expect(cart()).toEqual({ lines: [expect.objectContaining({ productId: 12 })], driving: null });
  });

  it('sends "buy now" to the confirm screen of each kind with the product in the query', () => {
    expect(buyNowRoute('goods', 11, { quantity: 3 })).toEqual({ path: '/pages/brigade/pay', query: { productId: '11', quantity: '3' } });
    expect(buyNowRoute('annualPass', 40)).toEqual({ path: '/pages/oneCode/buy', query: { productId: '40' } });
    signInAs('101');
    expect(buyNow('selfDrive', 30, { departureId: 4 })).toEqual({ path: '/pages/brigade/drivingPay', query: { productId: '30', departureId: '4' } });
    expect(cart().driving).toEqual({ productId: 30, departureId: 4, travellerIds: [] });
  });
});
