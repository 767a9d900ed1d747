import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../lib/support';
import { openSignedIn } from '../forms';
import { couponServer, merchantOf } from './couponServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const buttons = (region: HTMLElement) => within(region).getAllByRole('button').map((b) => b.textContent ?? '');

describe('where each role finds its coupons', () => {
  it("puts a driver's card bag in the mine tab's work", async () => {
    mockFetch(couponServer({ identityType: 'driver' }).answer);
    openSignedIn('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    expect(buttons(work).some((label) => label.startsWith('我的卡券'))).toBe(true);
    expect(buttons(work).some((label) => label.startsWith('券码核销'))).toBe(false);
  });

  it('puts the write-off first for a waiter, without the batches', async () => {
    mockFetch(couponServer({ identityType: 'waiter', merchants: [merchantOf('waiter')] }).answer);
    openSignedIn('#/pages/appIndex/mine');
    const work = await screen.findByRole('region', { name: '我的业务' });
    const labels = buttons(work);
    expect(labels[0]).toMatch(/^券码核销/);
    expect(labels.some((label) => label.startsWith('核销记录'))).toBe(true);
    expect(labels.some((label) => label.startsWith('优惠券'))).toBe(false);
    expect(labels.some((label) => label.startsWith('我的卡券'))).toBe(false);
  });
});
