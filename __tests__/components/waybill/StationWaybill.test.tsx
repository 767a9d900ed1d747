import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fieldQueueAtom } from '@/lib/api';
import { appStore } from '@/lib/state';
import { appUser, envelope, mockFetch, type Sent } from '../../lib/support';
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
    expect(screen.getByText('29.8 吨')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '签收' }));
    expect(await screen.findByText(/^已签收 2026-11-22 \d\d:00$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签收' })).not.toBeInTheDocument();
    expect(postsTo(sent, 'stationLoadingSignFor')[0].body).toMatchObject({ waybillId: WAYBILL_ID, isSignFor: 1, refusalReason: '' });
    expect(postsTo(sent, 'stationLoadingSignFor')[0].headers['idempotency-key']).toBeTruthy();
  });

  describe("a collector's own station", () => {
    const STATIONS = [
      { id: 3, code: 'G15-01', name: '福州北收费站', highway: 'G15', address: '福州市晋安区', lng: 119.3, lat: 26.1, adCode: '350111' },
      { id: 4, code: 'G15-02', name: '福州南收费站', highway: 'G15', address: '福州市仓山区', lng: 119.3, lat: 26.0, adCode: '350104' },
    ];

    function collectorServer(bound: boolean) {
      return mockFetch((request: Sent) => {
        const url = new URL(request.url);
        if (url.pathname === '/app/api/user/info') return envelope(appUser({ userId: 21, identityType: 'tollCollector', identities: ['tollCollector'] }));
        if (url.pathname === '/logistics/api/myStations') {
          return bound ? envelope([STATIONS[0]]) : envelope(null, { code: '404', msg: 'You are not bound to a toll station yet', status: 404, error: 'waybill.noOwnStation' });
        }
        if (url.pathname === '/logistics/api/listOfStation') return envelope(STATIONS);
        if (url.pathname === '/logistics/api/stationLoadingList') {
          const records = url.searchParams.get('stationId') === '3' ? [commerce(false)] : [];
          return envelope({ records, total: records.length, size: 20, current: 1, pages: records.length ? 1 : 0 });
        }
        return envelope(null, { code: '404', msg: 'not here', status: 404 });
      });
    }

    function openStationWaybills() {
      resetApp('#/pages/stationWaybill/stationWaybill');
      appStore.set(fieldQueueAtom, []);
      signInLocally();
      return renderWithApp(<HashRouter routes={appRoutes} />);
    }

    it('opens on the station the server binds them to, without asking; a changed station is remembered on the device', async () => {
      const { sent } = collectorServer(true);
      const first = openStationWaybills();
      expect(await screen.findByText('福州北收费站', {}, { timeout: 5000 })).toBeInTheDocument();
      // The driver's number is a phone link beside the name (tel:, or the shell's makePhoneCall).
      expect(await screen.findByRole('link', { name: /13700137000/ })).toBeInTheDocument();
      expect(screen.queryByLabelText('搜索收费站（名称或高速）')).not.toBeInTheDocument();
      expect(sent.some((each) => new URL(each.url).searchParams.get('stationId') === '3')).toBe(true);

      await userEvent.click(screen.getByRole('button', { name: '更换收费站' }));
      await userEvent.click(await screen.findByText('福州南收费站'));
      await waitFor(() => expect(window.location.hash).toContain('stationId=4'));
      first.unmount();

      // Next time, on this device, the collector's own choice wins over the server's binding.
      const { sent: later } = collectorServer(true);
      window.history.replaceState(null, '', '#/pages/stationWaybill/stationWaybill');
      renderWithApp(<HashRouter routes={appRoutes} />);
      expect(await screen.findByText('福州南收费站', {}, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(later.some((each) => new URL(each.url).pathname.endsWith('/stationLoadingList') && new URL(each.url).searchParams.get('stationId') === '4')).toBe(true));
      expect(localStorage.getItem('tf.stationChoice')).toContain('"21"');
    });

    it('says when no station is bound and lets the collector choose one', async () => {
      collectorServer(false);
      openStationWaybills();
      expect(await screen.findByText(/您还没有绑定收费站/, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(await screen.findByText('福州南收费站')).toBeInTheDocument();
    });
  });
});
