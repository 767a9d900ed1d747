import { act, fireEvent, screen } from '@testing-library/react';
import type { Page } from '@/lib/contract';
import { PagedList, type PageLoader } from '@/components/ui/PagedList';
import { ScrollRootContext } from '@/components/ui/ScrollRoot';
import { renderWithApp, resetApp } from './support';

interface Waybill {
  id: number;
  carNumber: string;
}

function page(current: number, pages: number, count = 2): Page<Waybill> {
  const records = Array.from({ length: count }, (_, i) => ({ id: current * 10 + i, carNumber: `苏A${current}000${i}` }));
  return { records, total: pages * count, size: count, current, pages };
}

function loader(overrides: Partial<PageLoader<Waybill>>): PageLoader<Waybill> {
  return {
    data: [page(1, 3)],
    error: undefined,
    isLoading: false,
    size: 1,
    setSize: jest.fn(),
    mutate: jest.fn(),
    ...overrides,
  } as PageLoader<Waybill>;
}

/** A scroll container whose sizes jsdom does not compute: set them by hand. */
function scrollBox(scrollHeight: number, clientHeight: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { value: scrollHeight, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: clientHeight, configurable: true });
  document.body.append(element);
  return element;
}

function renderList(list: PageLoader<Waybill>, root: HTMLElement, reachDistance?: number) {
  return renderWithApp(
    <ScrollRootContext.Provider value={{ current: root }}>
      <PagedList
        loader={list}
        itemKey={(waybill) => waybill.id}
        renderItem={(waybill) => <span>{waybill.carNumber}</span>}
        emptyMessage="暂无运单"
        reachDistance={reachDistance}
      />
    </ScrollRootContext.Provider>,
  );
}

beforeEach(() => {
  resetApp();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('PagedList', () => {
  it('asks for the next page once the reader scrolls within the reach distance of the bottom', () => {
    const root = scrollBox(2000, 800);
    const list = loader({});
    renderList(list, root, 200);
    expect(screen.getByText('苏A10000')).toBeInTheDocument();

    root.scrollTop = 900; // 300 px from the bottom: not yet
    fireEvent.scroll(root);
    expect(list.setSize).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(600));
    root.scrollTop = 1000; // 200 px from the bottom
    fireEvent.scroll(root);
    expect(list.setSize).toHaveBeenCalledWith(2);
  });

  it('fills a screen the first page does not fill', () => {
    const list = loader({});
    renderList(list, scrollBox(600, 800));
    expect(list.setSize).toHaveBeenCalledWith(2);
  });

  it('stops at the last page and says so', () => {
    const list = loader({ data: [page(1, 2), page(2, 2)], size: 2 });
    const root = scrollBox(600, 800);
    renderList(list, root);
    fireEvent.scroll(root);
    expect(list.setSize).not.toHaveBeenCalled();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('shows an empty list plainly and a failed first page with a retry', () => {
    renderList(loader({ data: [{ records: [], total: 0, size: 10, current: 1, pages: 0 }] }), scrollBox(0, 800));
    expect(screen.getByText('暂无运单')).toBeInTheDocument();

    const failing = loader({ data: undefined, error: new Error('网络连接失败') });
    renderList(failing, scrollBox(0, 800));
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failing.mutate).toHaveBeenCalled();
  });
});
