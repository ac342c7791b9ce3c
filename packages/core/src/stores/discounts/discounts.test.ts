import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, createMemoryStorage, resetConfig } from '../../config';
import { answering } from '../../http/test-fetch';
import { onToast, type ToastMessage } from '../../toasts';
import { $cart, resetCart } from '../cart';
import { applyDiscount, loadDiscounts, removeDiscount, verifyDiscountCode } from './index';
import { wireDiscount as discountOnTheWire } from './test-discount';

let toasts: ToastMessage[];
let stop: () => void;
beforeEach(() => {
  toasts = [];
  stop = onToast((toast) => toasts.push(toast));
  configure({ storage: createMemoryStorage(), getToken: () => 'jeton' });
});
afterEach(() => {
  stop();
  resetCart();
  resetConfig();
});

const wireDiscount = discountOnTheWire({ cartUsageEndDate: '2030-01-01' });
const wireCart = {
  uuid: 'abc',
  dtExpiration: null,
  tarif: 4500,
  contenu: [],
  reductions: [wireDiscount],
  v2: true,
};

describe('discounts (spec 2 sections 2, 3, 5 and 7)', () => {
  it("lists the player's discounts of a hall from statusBasedDiscounts", async () => {
    const server = answering({ status: 200, body: { statusBasedDiscounts: [wireDiscount] } });
    configure({ fetch: server.fetch });
    const list = await loadDiscounts(12, 7);
    expect(server.requests[0]?.url).toBe('/api/v2/user/12/discount/multisalle/7');
    expect(list).toEqual([
      {
        id: 3,
        label: 'Bienvenue -10 %',
        code: 'BIENVENUE10',
        isCumulative: false,
        isCumulativeWithCode: true,
        couponId: null,
        amountCents: null,
        percent: 10,
        usableUntil: '2030-01-01',
      },
    ]);
  });

  it('returns the discount of a valid code', async () => {
    const server = answering({ status: 200, body: wireDiscount });
    configure({ fetch: server.fetch });
    expect((await verifyDiscountCode(' BIENVENUE10 '))?.id).toBe(3);
    expect(server.requests[0]?.url).toBe('/api/v2/verify-discount/BIENVENUE10');
    expect(toasts).toEqual([]);
  });

  it('rule 5: toasts "Le code de réduction est invalide" when no discount object comes back', async () => {
    configure({
      fetch: answering({ status: 404, body: { description: 'Le code de réduction est invalide' } }).fetch,
    });
    expect(await verifyDiscountCode('FAUX')).toBeNull();
    configure({ fetch: answering({ status: 200, body: {} }).fetch });
    expect(await verifyDiscountCode('VIDE')).toBeNull();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Le code de réduction est invalide',
      'Le code de réduction est invalide',
    ]);
  });

  it("toasts the server's reason for a known code it refuses (expired, withdrawn, used up)", async () => {
    configure({
      fetch: answering({ status: 404, body: { description: 'Ce code de réduction a expiré.' } }).fetch,
    });
    expect(await verifyDiscountCode('LUNDI')).toBeNull();
    configure({ fetch: answering({ status: 404, body: {} }).fetch });
    expect(await verifyDiscountCode('SANS-RAISON')).toBeNull();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Ce code de réduction a expiré.',
      'Le code de réduction est invalide',
    ]);
  });

  it('applies and removes a discount, keeping the cart the server answers', async () => {
    const server = answering({ status: 200, body: wireCart });
    configure({ fetch: server.fetch });
    expect(await applyDiscount(3)).toBe(true);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/v2/add-discount/3/cart' });
    expect($cart.get().cart?.totalCents).toBe(4500);
    expect(await removeDiscount('abc', 3)).toBe(true);
    expect(server.requests[1]).toMatchObject({
      method: 'DELETE',
      url: '/api/v2/remove-discount/cart/abc/discount/3',
    });
  });

  it('resolves false when the server refuses a non-cumulative discount', async () => {
    configure({ fetch: answering({ status: 409, body: { szErreur: 'Réduction non cumulable' } }).fetch });
    expect(await applyDiscount(3)).toBe(false);
    expect(toasts.length).toBe(1);
  });
});
