import { act, screen, waitFor } from '@testing-library/react';
import { TrackingNotice } from '@/components/location/TrackingNotice';
import { flushPositions, pendingPositions, queuePosition, TRACKING_QUEUE_KEY } from '@/lib/api/tracking';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { renderWithApp, resetApp, signInLocally } from '../support';
import { fakeGeolocation } from './locationServer';

jest.setTimeout(20_000);

const T0 = Date.parse('2026-11-22T01:00:00.000Z');
const fix = (i: number, lat = 26 + i * 0.001) => ({ lat, lng: 119.3, at: new Date(T0 + i * 15_000).toISOString() });
const receipt = (sent: Sent) => envelope({ accepted: (sent.body as { points: unknown[] }).points.length, duplicates: 0, rejected: [] });
const posted = (sent: Sent[]) => sent.filter((s) => s.url.endsWith('/logistics/api/tracking/positions'));

beforeEach(() => {
  resetApp('#/');
  signInLocally();
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  delete window.__bridgeReply;
});

describe('the queue of positions', () => {
  it('keeps fixes in localStorage, at most one per 10 s', () => {
    queuePosition(7, fix(0));
    queuePosition(7, { ...fix(0), at: new Date(T0 + 4_000).toISOString() });
    queuePosition(7, fix(1));
    queuePosition(8, fix(0));
    expect(pendingPositions(7)).toBe(2);
    expect(pendingPositions()).toBe(3);
    expect(JSON.parse(localStorage.getItem(TRACKING_QUEUE_KEY)!)['7']).toEqual([fix(0), fix(1)]);
  });

  it('sends everything oldest first in batches of at most 200, each point with its own time, then forgets it', async () => {
    for (let i = 0; i < 250; i += 1) queuePosition(7, fix(i));
    queuePosition(9, fix(0));
    const { sent } = mockFetch(receipt);
    await flushPositions();
    const bodies = posted(sent).map((s) => s.body as { waybillId: number; points: { at: string }[] });
    expect(bodies.map((b) => [b.waybillId, b.points.length])).toEqual([[7, 200], [7, 50], [9, 1]]);
    expect(bodies[0].points[0]).toEqual(fix(0));
    expect(bodies[1].points[49].at).toBe(fix(249).at);
    expect(pendingPositions()).toBe(0);
    expect(localStorage.getItem(TRACKING_QUEUE_KEY)).toBeNull();
  });

  it('keeps the fixes while offline and sends them with their own times once the network is back', async () => {
    queuePosition(7, fix(0));
    queuePosition(7, fix(1));
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await flushPositions();
    expect(pendingPositions(7)).toBe(2);
    jest.restoreAllMocks();
    const { sent } = mockFetch(receipt);
    await flushPositions();
    expect(posted(sent).map((s) => s.body)).toEqual([{ waybillId: 7, points: [fix(0), fix(1)] }]);
    expect(pendingPositions()).toBe(0);
  });

  it('drops a batch the server refuses for good (bad points, waybill ended) but keeps one a server failure bounced', async () => {
    queuePosition(7, fix(0));
    queuePosition(8, fix(0));
    mockFetch((sent) =>
      (sent.body as { waybillId: number }).waybillId === 7
        ? envelope(null, { code: '409', msg: 'This waybill is not on its way', status: 409 })
        : envelope(null, { code: '500', msg: 'internal', status: 500 }),
    );
    await flushPositions();
    expect(pendingPositions(7)).toBe(0);
    expect(pendingPositions(8)).toBe(1);
  });
});

describe('tracking a waybill on its way', () => {
  it('in a browser watches the position, keeps each fix and sends them at 20', async () => {
    const geo = fakeGeolocation(26, 119.3);
    const { sent } = mockFetch(receipt);
    renderWithApp(<TrackingNotice waybillId={7} carNumber="闽A12345" sourceOfGoodsId={3} active />);
    expect(await screen.findByText('正在记录车辆位置，请保持本页面打开。')).toBeInTheDocument();
    expect(geo.geolocation.watchPosition).toHaveBeenCalled();
    act(() => geo.move(26.001, 119.3, T0));
    expect(await screen.findByText(/1 条位置等待发送。/)).toBeInTheDocument();
    expect(posted(sent)).toHaveLength(0);
    act(() => {
      for (let i = 1; i < 20; i += 1) geo.move(26 + i * 0.001, 119.3, T0 + i * 15_000);
    });
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect((posted(sent)[0].body as { points: unknown[] }).points).toHaveLength(20);
    await waitFor(() => expect(pendingPositions(7)).toBe(0));
  });

  it('says when the browser cannot locate', async () => {
    mockFetch(receipt);
    renderWithApp(<TrackingNotice waybillId={7} carNumber="闽A12345" active />);
    expect(await screen.findByText('此浏览器无法定位，无法记录车辆位置。')).toBeInTheDocument();
  });

  it('inside the app shell asks the host to start, and to stop once the waybill is no longer on its way', async () => {
    const messages: { id: string; command: string; args: unknown }[] = [];
    window.ReactNativeWebView = {
      postMessage: (text: string) => {
        const message = JSON.parse(text);
        messages.push(message);
        setTimeout(() => window.__bridgeReply?.(message.id, { ok: true, data: null }), 0);
      },
    };
    mockFetch(receipt);
    const { rerender } = renderWithApp(<TrackingNotice waybillId={7} carNumber="闽A12345" sourceOfGoodsId={3} active />);
    expect(await screen.findByText('App 正在后台记录车辆位置。')).toBeInTheDocument();
    const start = messages.find((m) => m.command === 'startLocation');
    expect(start?.args).toEqual({ waybillId: 7, carNumber: '闽A12345', sourceOfGoodsId: 3 });
    // Opening the waybill again (another mount, another visit) starts nothing more: once per waybill.
    const again = renderWithApp(<TrackingNotice waybillId={7} carNumber="闽A12345" sourceOfGoodsId={3} active />);
    await waitFor(() => expect(again.getAllByText('App 正在后台记录车辆位置。')).toHaveLength(2));
    again.unmount();
    expect(messages.filter((m) => m.command === 'startLocation')).toHaveLength(1);
    rerender(<TrackingNotice waybillId={7} carNumber="闽A12345" sourceOfGoodsId={3} active={false} />);
    await waitFor(() => expect(messages.map((m) => m.command)).toContain('stopLocation'));
    expect(screen.queryByTestId('tracking-notice')).toBeNull();
  });
});
