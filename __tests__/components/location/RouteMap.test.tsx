import { screen, waitFor } from '@testing-library/react';
import { RouteMap } from '@/components/location/RouteMap';
import { envelope, mockFetch } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { drawn } from './leafletMock';

jest.mock('leaflet', () => require('./leafletMock').leaflet);
jest.setTimeout(20_000);

const points = [
  { lat: 26.0, lng: 119.3, at: '2026-11-22T01:00:00.000Z' },
  { lat: 26.02, lng: 119.3, at: '2026-11-22T01:05:00.000Z' },
  { lat: 26.05, lng: 119.31, at: '2026-11-22T01:10:00.000Z' },
];
const route = (overrides: Record<string, unknown> = {}) => ({
  waybillId: 42,
  carNumber: '闽A12345',
  isEnd: 0,
  points,
  pointCount: 3,
  distanceM: 5638,
  last: { ...points[2], speed: 16.2 },
  ...overrides,
});

function show(answer: () => Response, isEnd: 0 | 1 = 0) {
  resetApp('#/');
  signInLocally();
  const { sent } = mockFetch(answer);
  renderWithApp(<RouteMap waybillId={42} carNumber="闽A12345" isEnd={isEnd} />);
  return sent;
}

beforeEach(() => drawn.reset());
afterEach(() => jest.restoreAllMocks());

describe('the route map of a waybill', () => {
  it('draws the route with start and current markers and shows the distance and last position', async () => {
    const sent = show(() => envelope(route()));
    expect(await screen.findByText('行驶里程：5.6 公里')).toBeInTheDocument();
    expect(screen.getByText('运输轨迹 · 闽A12345')).toBeInTheDocument();
    expect(screen.getByText('运输中')).toBeInTheDocument();
    expect(screen.getByTestId('route-last')).toHaveTextContent(/^最后位置：2026-11-22 \d\d:10（/);
    expect(screen.getByRole('img', { name: '闽A12345的运输轨迹地图' })).toBeInTheDocument();
    await waitFor(() => expect(drawn.lines).toHaveLength(1));
    expect(drawn.lines[0]).toEqual(points.map(({ lat, lng }) => ({ lat, lng })));
    expect(drawn.markers).toEqual([
      { at: [26.0, 119.3], label: '起点' },
      { at: [26.05, 119.31], label: '当前位置' },
    ]);
    expect(new URL(sent[0].url).pathname).toBe('/logistics/api/tracking/route/42');
    expect(sent[0].headers['logistics-authorization']).toBe('Bearer logistics-token');
  });

  it('marks an ended trip and its end point', async () => {
    show(() => envelope(route({ isEnd: 1 })), 1);
    expect(await screen.findByText('已结束')).toBeInTheDocument();
    await waitFor(() => expect(drawn.markers.map((m) => m.label)).toEqual(['起点', '终点']));
  });

  it('says when no position has come yet', async () => {
    show(() => envelope(route({ points: [], pointCount: 0, distanceM: 0, last: null })));
    expect(await screen.findByText('还没有收到车辆位置')).toBeInTheDocument();
    expect(drawn.lines).toHaveLength(0);
  });

  it("shows the server's refusal with the way back (loading again would be refused again)", async () => {
    show(() => envelope(null, { code: '404', msg: 'No such waybill', status: 404 }));
    expect(await screen.findByText('No such waybill')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
