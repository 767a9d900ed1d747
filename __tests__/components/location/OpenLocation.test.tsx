import { screen, waitFor } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { drawn } from './leafletMock';

jest.mock('leaflet', () => require('./leafletMock').leaflet);
jest.setTimeout(20_000);

function open(hash: string) {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

beforeEach(() => drawn.reset());
afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('one place on the map', () => {
  it('shows the name, address and coordinates and draws the marker on tiles from configuration', async () => {
    open(`#/open-location?lat=26.0441&lng=119.2621&name=${encodeURIComponent('福州收费站')}&address=${encodeURIComponent('福建省福州市仓山区')}`);
    expect(await screen.findByRole('heading', { name: '福州收费站' })).toBeInTheDocument();
    expect(screen.getByText('福建省福州市仓山区')).toBeInTheDocument();
    expect(screen.getByText('经度 119.262100，纬度 26.044100')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '福州收费站在地图上的位置' })).toBeInTheDocument();
    await waitFor(() => expect(drawn.markers).toEqual([{ at: [26.0441, 119.2621], label: '福州收费站' }]));
    expect(drawn.tiles).toEqual(['https://tile.openstreetmap.org/{z}/{x}/{y}.png']);
    expect(drawn.views).toEqual([[26.0441, 119.2621]]);
    // Navigation belongs to the host's maps: not offered in a browser.
    expect(screen.queryByRole('button', { name: '导航到这里' })).toBeNull();
  });

  it('refuses a position out of range or missing', async () => {
    open('#/open-location?lat=95&lng=119');
    expect(await screen.findByText('位置参数无效，无法显示')).toBeInTheDocument();
    expect(document.querySelector('[data-screen="/open-location"]')).not.toBeNull();
  });

  it('inside the app shell offers navigation by the host', async () => {
    const messages: string[] = [];
    window.ReactNativeWebView = { postMessage: (text: string) => messages.push(text) };
    open('#/open-location?lat=26.0441&lng=119.2621&name=A');
    const button = await screen.findByRole('button', { name: '导航到这里' });
    button.click();
    await waitFor(() => expect(messages.map((m) => JSON.parse(m).command)).toContain('startNavigation'));
    const sent = JSON.parse(messages.find((m) => JSON.parse(m).command === 'startNavigation')!);
    expect(sent.args).toEqual({ lat: 26.0441, lng: 119.2621, name: 'A' });
  });
});
