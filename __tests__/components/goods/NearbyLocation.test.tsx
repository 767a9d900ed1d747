import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { goodsServer } from './goodsServer';

/** The browser's geolocation: fails with `code` (1 refused, 2 not found, 3 too slow) or finds a place. */
function geolocation(code: number | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        code === null ? ok({ coords: { latitude: 26.07, longitude: 119.3 } } as GeolocationPosition) : fail({ code } as GeolocationPositionError),
    },
  });
}

async function openNearby() {
  resetApp('#/pages/appIndex/bazaar');
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
  await userEvent.click(await screen.findByRole('tab', { name: '附近货源' }));
}

afterEach(() => {
  delete (navigator as { geolocation?: Geolocation }).geolocation;
  jest.restoreAllMocks();
});
jest.setTimeout(30_000);

describe('the nearby tab without a position', () => {
  it('on a refusal says so once, how to allow location, and 重试 finds the loads once allowed', async () => {
    const { sent } = mockFetch(goodsServer());
    geolocation(1);
    await openNearby();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('未允许使用位置')).toBeInTheDocument();
    expect(within(alert).getByText(/点地址栏左侧的锁形图标/)).toBeInTheDocument();
    // One message, not the old "无法获取您的位置（无法获取当前位置）".
    expect(screen.queryByText(/无法获取您的位置/)).not.toBeInTheDocument();
    geolocation(null);
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('goods-card-42')).toBeInTheDocument();
    expect(sent.some((each) => new URL(each.url).pathname.endsWith('/nearbySourceOfGoods'))).toBe(true);
  });

  it.each([
    [2, '暂时无法确定您的位置', /定位服务（GPS）/],
    [3, '定位超时', /信号弱时定位较慢/],
  ])('failure code %i says %s, without the settings line', async (code, title, hint) => {
    mockFetch(goodsServer());
    geolocation(code);
    await openNearby();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeInTheDocument();
    expect(within(alert).getByText(hint)).toBeInTheDocument();
    expect(within(alert).queryByText(/允许的方法/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '按城市看货' })).toBeInTheDocument();
  });

  it('按城市看货 opens the filter sheet on the origin city and shows the loads from the chosen place', async () => {
    const { sent } = mockFetch(goodsServer());
    geolocation(2);
    await openNearby();
    await userEvent.click(await screen.findByRole('button', { name: '按城市看货' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    // Behind the sheet (hidden from the reader while it is open) the market is on its first list.
    expect(screen.getByRole('tab', { name: '优选货源', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).getByText('选择装货城市，查看从那里出发的货源。')).toBeInTheDocument();
    await userEvent.selectOptions(await within(sheet).findByLabelText('装货地 省'), '350000');
    await userEvent.click(within(sheet).getByRole('button', { name: '查看结果' }));
    await waitFor(() =>
      expect(
        sent.some((each) => {
          const url = new URL(each.url);
          return url.pathname.endsWith('/priorityGoods') && url.searchParams.get('originAdCode') === '350000';
        }),
      ).toBe(true),
    );
    expect(await screen.findByTestId('goods-card-42')).toBeInTheDocument();
  });
});
