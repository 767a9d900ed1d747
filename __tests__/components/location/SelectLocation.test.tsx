import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { pickedAreasAtom, recentPlacesAtom, startPick } from '@/components/location/pick';
import { appStore } from '@/lib/state';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { asked, fakeGeolocation, locationServer, STATION } from './locationServer';

jest.mock('leaflet', () => require('./leafletMock').leaflet);
// The first render loads the lazy screen chunk and MUI, which takes a few seconds in jsdom.
jest.setTimeout(20_000);

const CALLER = '#/pages/test/caller';

/** The app on a screen that then asks for a place under `pickId` (the picker opens on top of it). */
async function pickFrom(pickId: string) {
  resetApp(CALLER);
  sessionStorage.clear();
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
  act(() => startPick(pickId));
  await screen.findByLabelText('搜索地点');
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('choosing a place', () => {
  it('searches places and answers the chosen one to the asking screen', async () => {
    const { sent } = mockFetch(locationServer());
    await pickFrom('releaseGoods.origin');
    expect(document.querySelector('[data-screen="/pages/selectlocation/selectlocation"]')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('搜索地点'), '福州');
    // The whole word is asked for (a loaded machine may show the results for '福' first, which also list it).
    await waitFor(() => expect(asked(sent, '/logistics/api/places').at(-1)?.searchParams.get('keyword')).toBe('福州'));
    await userEvent.click(await screen.findByText('福州收费站'));

    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom)['releaseGoods.origin']).toEqual({
      name: '福州收费站',
      address: '福建省福州市仓山区沈海高速',
      lng: 119.2621,
      lat: 26.0441,
      adCode: '350104',
    });
    expect(appStore.get(recentPlacesAtom)[0].name).toBe('福州收费站');
  });

  it('says so when nothing matches', async () => {
    mockFetch(locationServer());
    await pickFrom('x');
    await userEvent.type(screen.getByLabelText('搜索地点'), '无此地');
    expect(await screen.findByText('没有找到“无此地”相关的地点')).toBeInTheDocument();
  });

  it('offers the current position named after the nearest county and searches near it', async () => {
    fakeGeolocation(26.05, 119.27);
    const { sent } = mockFetch(locationServer());
    await pickFrom('market.origin');
    await userEvent.click(await screen.findByText('仓山区附近'));

    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom)['market.origin']).toEqual({
      name: '仓山区附近',
      address: '福建省福州市仓山区',
      lng: 119.27,
      lat: 26.05,
      adCode: '350104',
    });
    expect(asked(sent, '/logistics/api/areas').map((u) => u.searchParams.get('parentCode'))).toEqual([null, '350000', '350100']);
  });

  it('sends the position with the search so the nearest places come first', async () => {
    fakeGeolocation(26.05, 119.27);
    const { sent } = mockFetch(locationServer());
    await pickFrom('x');
    await screen.findByText('仓山区附近');
    await userEvent.type(screen.getByLabelText('搜索地点'), '收费站');
    expect(await screen.findByText('福建省福州市仓山区沈海高速 · 距您 2.4 公里')).toBeInTheDocument();
    const query = asked(sent, '/logistics/api/places').at(-1)!.searchParams;
    expect([query.get('lat'), query.get('lng')]).toEqual(['26.05', '119.27']);
  });

  it('says when there is no position and still offers search and recent choices', async () => {
    mockFetch(locationServer());
    resetApp(CALLER);
    appStore.set(recentPlacesAtom, [{ name: '厦门市湖里区', address: '福建省厦门市湖里区', lng: 118.14, lat: 24.51, adCode: '350206' }]);
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    act(() => startPick('dest'));
    expect(await screen.findByText('无法获取当前位置，请检查定位权限，或搜索地点')).toBeInTheDocument();
    await userEvent.click(screen.getByText('厦门市湖里区'));
    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom).dest.adCode).toBe('350206');
  });

  it('opened on its own (the system page), shows the chosen place on the map', async () => {
    mockFetch(locationServer());
    resetApp('#/choose-location');
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    await userEvent.type(await screen.findByLabelText('搜索地点'), '福州');
    await userEvent.click(await screen.findByText('福州收费站'));
    expect(await screen.findByText('经度 119.262100，纬度 26.044100')).toBeInTheDocument();
    expect(window.location.hash).toContain('#/open-location?');
    expect(document.querySelector('[data-screen="/open-location"]')).not.toBeNull();
  });
});

describe('place search results', () => {
  it('shows the results of the keyword it was opened with and answers the pick', async () => {
    mockFetch(locationServer());
    resetApp(CALLER);
    sessionStorage.clear();
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    const { navigate } = await import('@/components/router/history');
    act(() => navigate('/pages/searchlocation/searchlocation', { keyword: '福州', pick: 'circle.place' }));
    expect(await screen.findByLabelText('搜索地点')).toHaveValue('福州');
    expect(document.querySelector('[data-screen="/pages/searchlocation/searchlocation"]')).not.toBeNull();
    await userEvent.click(await screen.findByText('福州市'));
    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom)['circle.place'].adCode).toBe('350100');
  });
});
