import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fieldQueueAtom } from '@/lib/api';
import { appStore } from '@/lib/state';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { WAYBILL_ID, postsTo, waybill } from './waybillServer';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

function commerce(signedFor: boolean) {
  const { goods, cargoOwner: _c, vehicleId: _v, signatures: _s, loading: _l, unloading: _u, cancellation: _x, evaluation: _e, stationSignFor: _f, code: _k, actions: _a, history: _h, ...rest } =
    waybill('loaded');
  return {
    ...rest,
    stationId: 3,
    offlineShipper: { name: '张三', mobile: '13700137000' },
    loadedWeightKg: 29800,
    loadingCompletedAt: '2026-11-22T04:00:00.000Z',
    signedFor,
    signedForAt: signedFor ? '2026-11-22T05:00:00.000Z' : null,
    goodsSourceId: goods.goodsSourceId,
  };
}

describe('station waybills', () => {
  it('picks a station, lists its loadings and signs for a finished one', async () => {
    let signed = false;
    const { sent } = mockFetch((request: Sent) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/logistics/api/listOfStation') {
        return envelope([{ id: 3, code: 'G15-01', name: '福州北收费站', highway: 'G15', address: '福州市晋安区', lng: 119.3, lat: 26.1, adCode: '350111' }]);
      }
      if (pathname === '/logistics/api/stationLoadingList') {
        return envelope({ records: [commerce(signed)], total: 1, size: 20, current: 1, pages: 1 });
      }
      if (pathname === '/logistics/api/stationLoadingSignFor') {
        signed = true;
        return envelope(commerce(true));
      }
      return envelope(null, { code: '404', msg: 'not here', status: 404 });
    });
    resetApp('#/pages/stationWaybill/stationWaybill');
    appStore.set(fieldQueueAtom, []);
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);

    await userEvent.click(await screen.findByText('福州北收费站', {}, { timeout: 5000 }));
    await waitFor(() => expect(window.location.hash).toContain('stationId=3'));
    expect(await screen.findByText(/张三/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13700137000' })).toHaveAttribute('href', 'tel:13700137000');
    expect(screen.getByText('29800 公斤')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '签收' }));
    expect(await screen.findByText(/^已签收 2026-11-22 \d\d:00$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签收' })).not.toBeInTheDocument();
    expect(postsTo(sent, 'stationLoadingSignFor')[0].body).toMatchObject({ waybillId: WAYBILL_ID, isSignFor: 1, refusalReason: '' });
    expect(postsTo(sent, 'stationLoadingSignFor')[0].headers['idempotency-key']).toBeTruthy();
  });
});
