import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { pickedAreasAtom, startPick } from '@/components/location/pick';
import { appStore } from '@/lib/state';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { locationServer } from './locationServer';

jest.setTimeout(20_000);

const CALLER = '#/pages/test/caller';

async function pickCity(pickId: string) {
  resetApp(CALLER);
  sessionStorage.clear();
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
  act(() => startPick(pickId, 'city'));
  await screen.findByText('福建省');
}

afterEach(() => jest.restoreAllMocks());

describe('province → city → county', () => {
  it('walks down to a county and answers it with the path as its address', async () => {
    mockFetch(locationServer());
    await pickCity('filter.origin');
    expect(document.querySelector('[data-screen="/pages/selectCity/selectCity"]')).not.toBeNull();
    await userEvent.click(screen.getByText('福建省'));
    await userEvent.click(await screen.findByText('福州市'));
    await userEvent.click(await screen.findByText('仓山区'));

    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom)['filter.origin']).toEqual({
      name: '仓山区',
      address: '福建省福州市仓山区',
      lng: 119.2739,
      lat: 26.0469,
      adCode: '350104',
    });
  });

  it('takes a whole province, and goes back up a level or to the top through the path', async () => {
    mockFetch(locationServer());
    await pickCity('filter.destination');
    await userEvent.click(screen.getByText('福建省'));
    await userEvent.click(await screen.findByText('厦门市'));
    expect(await screen.findByRole('button', { name: '选择整个厦门市' })).toBeInTheDocument();
    expect(await screen.findByText('没有下一级行政区')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回上一级' }));
    expect(await screen.findByRole('button', { name: '选择整个福建省' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全国' }));
    expect(await screen.findByText('北京市')).toBeInTheDocument();
    await userEvent.click(screen.getByText('福建省'));
    await userEvent.click(await screen.findByRole('button', { name: '选择整个福建省' }));

    await waitFor(() => expect(window.location.hash).toBe(CALLER));
    expect(appStore.get(pickedAreasAtom)['filter.destination']).toMatchObject({ name: '福建省', address: '福建省', adCode: '350000' });
  });

  it('shows the failure of the areas call with a retry', async () => {
    mockFetch(() => new Response(JSON.stringify({ code: '500', data: null, msg: '服务暂时不可用' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    resetApp('#/pages/selectCity/selectCity');
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('服务暂时不可用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
