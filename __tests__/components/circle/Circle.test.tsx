import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch, type Sent } from '../../lib/support';
import { openSignedIn } from '../forms';

jest.setTimeout(30_000);

const API = '/app/api';
const NOW = new Date(Date.now() - 10 * 60_000).toISOString();
const STATION = { orgId: 3, name: '福州北收费站', highway: 'G15 沈海高速', address: '福州市晋安区', lng: 119.31, lat: 26.12, postCount: 1, latestPostAt: NOW, distanceM: 3200 };
const author = { nickname: '老王', initial: '老' };
const post = (overrides: Record<string, unknown> = {}) => ({
  infoId: 11,
  orgId: 3,
  stationName: STATION.name,
  highway: STATION.highway,
  infoType: 'post',
  author,
  text: '出口排队两公里，走右侧',
  photos: [{ fileId: 'a'.repeat(20), url: `${API}/toll/photo/${'a'.repeat(20)}` }],
  likeCount: 2,
  commentCount: 1,
  viewCount: 7,
  likedByMe: false,
  mine: false,
  reportedByMe: false,
  createdAt: NOW,
  ...overrides,
});

/** A fake app service for the circle screens: `feed` answers the station's posts, `detail` the post (null: 404). */
function circleServer({ feed = [post()], detail = post() as ReturnType<typeof post> | null, mine = [] as unknown[], queue = [] as unknown[] } = {}) {
  return (sent: Sent) => {
    const path = new URL(sent.url).pathname.replace(API, '');
    if (path === '/toll/selectTollStationContentList') return envelope([STATION]);
    if (path === '/toll/getTollContentList') return envelope({ records: feed, nextCursor: null, size: 10 });
    if (path.startsWith('/toll/getTollContentDetail/')) {
      if (!detail) return envelope(null, { code: '404', status: 404, msg: 'gone', error: 'circle.postNotFound' });
      return envelope({ post: detail, comments: { records: [{ commentId: 1, infoId: 11, author: { nickname: '小李', initial: '小' }, content: '谢谢提醒', mine: false, createdAt: NOW }], nextCursor: null, size: 20 }, likers: [author] });
    }
    if (path === '/toll/browseRecord') return envelope({ infoId: 11, viewCount: 8, counted: true });
    if (path === '/toll/like') return envelope({ infoId: 11, likeCount: 3, likedByMe: true });
    if (path === '/toll/getUserCommentLike') return envelope({ records: mine, nextCursor: null, size: 10 });
    if (path === '/ops/circle/posts') return envelope({ records: queue, total: queue.length, size: 10, current: 1, pages: queue.length ? 1 : 0 });
    if (path.endsWith('/hide')) return envelope({ ...(queue[0] as object), status: 'hidden' });
    if (path === '/points/invitation') return envelope({ code: '7', invitedCount: 2, pointsEarned: 200, pointsPerInvitation: 100 });
    if (path === '/user/info') return envelope(null, { code: '404', status: 404, msg: 'not in this test' });
    return envelope(null, { code: '404', status: 404, msg: `unexpected ${path}` });
  };
}

const calls = (sent: Sent[], path: string) => sent.filter((call) => new URL(call.url).pathname === API + path);

afterEach(() => jest.restoreAllMocks());

describe('the circle screens', () => {
  it('shows the nearest station and its feed, and likes a post in place', async () => {
    const { sent } = mockFetch(circleServer());
    openSignedIn('#/pages/circle/circle');
    expect(await screen.findByText('出口排队两公里，走右侧', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('G15 沈海高速 · 3.2 公里 · 1 条动态 · 最新 10分钟前')).toBeInTheDocument();
    expect(calls(sent, '/toll/getTollContentList')[0].url).toContain('orgId=3');
    await userEvent.click(screen.getByRole('button', { name: '点赞，已有 2 个赞' }));
    expect(await screen.findByRole('button', { name: '取消点赞，已有 3 个赞' })).toBeInTheDocument();
    expect(calls(sent, '/toll/like')[0].body).toEqual({ infoId: 11 });
    expect(calls(sent, '/toll/like')[0].headers['idempotency-key']).toBeTruthy();
  });

  it('offers the first post at a station without posts', async () => {
    mockFetch(circleServer({ feed: [] }));
    openSignedIn('#/pages/circle/circle?orgId=3');
    expect(await screen.findByText('这个收费站还没有动态', {}, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发第一条动态' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/circles/publishingCircle?orgId=3'));
  });

  it('shows a post with its comments and counts the view once; a removed post says it is gone', async () => {
    const { sent } = mockFetch(circleServer());
    openSignedIn('#/pages/circleDetail/circleDetail?infoId=11');
    expect(await screen.findByText('谢谢提醒', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('老王 等 2 人觉得很赞')).toBeInTheDocument();
    await waitFor(() => expect(calls(sent, '/toll/browseRecord')).toHaveLength(1));
    // Form-encoded, as the spec has browseRecord and comment add.
    const [view] = calls(sent, '/toll/browseRecord');
    expect(view.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(view.body).toBe('infoId=11');
  });

  it('says a deleted or hidden post is gone', async () => {
    mockFetch(circleServer({ detail: null }));
    openSignedIn('#/pages/circleDetail/circleDetail?infoId=11');
    expect(await screen.findByText('该动态不存在或已被删除', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去车友圈看看' })).toBeInTheDocument();
  });

  it('shows my hidden post with the operator’s reason', async () => {
    mockFetch(circleServer({ mine: [{ ...post({ mine: true }), status: 'hidden', hiddenReason: '与实际不符', hiddenAt: NOW, latestComments: [], latestLikers: [] }] }));
    openSignedIn('#/pages/circles/myCircles');
    expect(await screen.findByText('已被隐藏：与实际不符', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('lets an operator hide a reported post with a reason', async () => {
    const item = { post: post(), status: 'visible', authorUserId: 4, openReports: 2, reasons: [{ reason: 'falseInfo', count: 2 }], notes: ['不是真的'], latestReportAt: NOW, hiddenReason: null, hiddenAt: null };
    const { sent } = mockFetch(circleServer({ queue: [item] }));
    openSignedIn('#/ops/circle');
    const card = await screen.findByRole('article', {}, { timeout: 20_000 });
    expect(within(card).getByText('虚假信息 ×2')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '隐藏' }));
    await userEvent.type(screen.getByLabelText('隐藏原因'), '与实际不符');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(calls(sent, '/ops/circle/posts/11/hide')).toHaveLength(1));
    expect(calls(sent, '/ops/circle/posts/11/hide')[0].body).toEqual({ reason: '与实际不符' });
  });

  it('shows my invitation link for share_1 with me as recommender, and what it brought', async () => {
    mockFetch(circleServer());
    openSignedIn('#/pages/InviteFriends/InviteFriends');
    const link = await screen.findByTestId('invite-link', {}, { timeout: 20_000 });
    expect(link.textContent).toMatch(/#\/pages\/share_1\/share_1\?recommender=7$/);
    expect(screen.getByText('好友通过你的链接注册，你得 100 积分')).toBeInTheDocument();
    expect(screen.getByText('已邀请 2 人 · 获得 200 积分')).toBeInTheDocument();
  });
});
