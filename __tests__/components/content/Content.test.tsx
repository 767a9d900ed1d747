import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FREIGHT_ROLES } from '@/lib/contract';
import { LOGISTICS_NOTICE_READERS } from '@/components/content/homeEntrances';
import { paragraphsOf } from '@/components/content/ContentArticleEditScreen';
import { phonesOf } from '@/components/content/ContentHotlineEditScreen';
import { mockFetch } from '../../lib/support';
import { renderWithApp, resetApp } from '../support';
import { openSignedIn } from '../forms';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { article, callsTo, collectItem, contentServer, hotline } from './contentServer';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

describe('news and notices', () => {
  it('reads the news by cursor, opens one, and keeps it with 收藏 (one Idempotency-Key)', async () => {
    const server = contentServer({
      pageSize: 2,
      articles: [
        article({ id: 1, pinned: true, title: '置顶的资讯' }),
        article({ id: 2, title: '第二篇资讯' }),
        article({ id: 3, title: '第三篇资讯', summary: '' }),
      ],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/news/news');

    expect(await screen.findByText('置顶的资讯')).toBeInTheDocument();
    expect(within(screen.getByTestId('article-1')).getByText('置顶')).toBeInTheDocument();
    // The short first page does not fill the screen: the next page is asked for with its cursor.
    expect(await screen.findByText('第三篇资讯')).toBeInTheDocument();
    const cursors = callsTo(sent, '/articles').map((call) => new URL(call.url).searchParams.get('cursor'));
    expect(cursors[0]).toBeNull();
    expect(cursors).toContain('2');

    await userEvent.click(screen.getByText('第二篇资讯'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/notice/noticeDetails?id=2'));
    expect(await screen.findByRole('heading', { name: '第二篇资讯' })).toBeInTheDocument();
    expect(screen.getByText('第一段：优惠政策延续到2027年底。')).toBeInTheDocument();
    expect(screen.getByText('第二段：办理ETC的货车自动享受。')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeInTheDocument();
    const [kept] = callsTo(sent, '/collect');
    expect(kept.body).toEqual({ kind: 'news', itemId: 2 });
    expect(kept.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('marks unread notices and reads them all with 全部已读', async () => {
    const server = contentServer({ articles: [article({ id: 5, category: 'notice', title: '春节期间高速免费通行安排' }), article({ id: 6, category: 'notice', title: '已读的公告', read: true })] });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/notice/notice');
    expect(await screen.findByText('1 条未读')).toBeInTheDocument();
    expect(within(screen.getByTestId('article-5')).getByLabelText('未读')).toBeInTheDocument();
    expect(within(screen.getByTestId('article-6')).queryByLabelText('未读')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByText('1 条未读')).toBeNull());
    expect(callsTo(sent, '/articles/readAll')[0].body).toEqual({ category: 'notice' });
    await waitFor(() => expect(within(screen.getByTestId('article-5')).queryByLabelText('未读')).toBeNull());
  });

  it('tells a tourist that signing in shows the unread, and a withdrawn article says so', async () => {
    mockFetch(contentServer({ articles: [article({ id: 7, category: 'notice', read: null })] }).answer);
    resetApp('#/pages/notice/notice');
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('登录后可以看到哪些还没读')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull();

    window.location.hash = '#/pages/notice/noticeDetails?id=99';
    expect(await screen.findByText('这篇内容已撤回或不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回列表' })).toBeInTheDocument();
  });

  it("shows an article's public cover by the image itself (as a tourist's browser can), not through a call with the session", async () => {
    const { sent } = mockFetch(contentServer({ articles: [article({ id: 8, title: '带封面的资讯', coverUrl: '/app/api/content/cover/COVERFILE0000000001' })] }).answer);
    openSignedIn('#/pages/news/news');
    expect(await screen.findByText('带封面的资讯')).toBeInTheDocument();
    // Decorative in the list (alt=""): found as the card's image.
    const cover = screen.getByTestId('article-8').querySelector('img');
    expect(cover?.getAttribute('src')).toMatch(/\/app\/api\/content\/cover\/COVERFILE0000000001$/);
    expect(sent.filter((call) => call.url.includes('/content/cover/'))).toHaveLength(0);
  });

  it('an empty category offers the next step', async () => {
    mockFetch(contentServer().answer);
    openSignedIn('#/pages/logisticsManagement/logisticsNotice/index');
    expect(await screen.findByText('暂无物流公告')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '看看新闻资讯' })).toBeInTheDocument();
  });
});

describe('hotlines', () => {
  it('lists the national line, then a province with its lines, each number a call link', async () => {
    const server = contentServer({
      hotlines: [hotline(), hotline({ id: 2, scope: 'province', provinceCode: '350000', provinceName: '福建省', name: '福建高速客服', phones: ['96122'], services: ['rescue'] })],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/hotLine/hotLine?province=350000');
    const fujian = await screen.findByTestId('hotline-2');
    expect(within(fujian).getByText('福建高速客服')).toBeInTheDocument();
    expect(within(fujian).getByText('救援')).toBeInTheDocument();
    expect(within(fujian).getByRole('link', { name: '96122' })).toHaveAttribute('href', 'tel:96122');
    expect(within(screen.getByTestId('hotline-1')).getByRole('link', { name: '12122' })).toHaveAttribute('href', 'tel:12122');
    expect(callsTo(sent, '/hotlines').some((call) => new URL(call.url).searchParams.get('provinceCode') === '350000')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '按高速查询' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/hotLine/highSpeedRoad?province=350000'));
    expect(await screen.findByText('沈海高速')).toBeInTheDocument();
  });
});

describe('favourites', () => {
  it('lists kept items; one no longer available says why and does not open; the star removes one', async () => {
    const server = contentServer({
      collects: [
        collectItem({ id: 1, kind: 'goodsSource', itemId: 40, title: '福州 → 厦门', subtitle: '2026-11-28', available: false, unavailableReason: 'sourceClosed' }),
        collectItem({ id: 2, kind: 'news', itemId: 3, title: '一篇资讯' }),
      ],
    });
    const { sent } = mockFetch(server.answer);
    openSignedIn('#/pages/collect/collect');
    const closed = await screen.findByTestId('collect-goodsSource-40');
    expect(within(closed).getByText('已失效：货源已关闭')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^福州 → 厦门/ })).toBeNull();

    await userEvent.click(within(screen.getByTestId('collect-news-3')).getByRole('button', { name: '取消收藏「一篇资讯」' }));
    await waitFor(() => expect(screen.queryByTestId('collect-news-3')).toBeNull());
    expect(callsTo(sent, '/collect/remove')[0].body).toEqual({ kind: 'news', itemId: 3 });

    await userEvent.click(screen.getByRole('tab', { name: '车友圈' }));
    expect(await screen.findByText('还没有收藏')).toBeInTheDocument();
    expect(callsTo(sent, '/collect').some((call) => new URL(call.url).searchParams.get('kind') === 'circlePost')).toBe(true);
  });
});

describe('publishing helpers', () => {
  it('splits a body into paragraphs and phone lists into numbers', () => {
    expect(paragraphsOf('第一段\n\n\n  第二段  \n第三段\n')).toEqual(['第一段', '第二段', '第三段']);
    expect(phonesOf('12122，0591-87077777; 96122 ')).toEqual(['12122', '0591-87077777', '96122']);
  });

  it('shows logistics notices to the roles the server writes them for', () => {
    expect([...LOGISTICS_NOTICE_READERS].sort()).toEqual([...FREIGHT_ROLES].sort());
  });
});
