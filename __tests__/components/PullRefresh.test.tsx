import { act, fireEvent, screen } from '@testing-library/react';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { ScrollRootContext } from '@/components/ui/ScrollRoot';
import { renderWithApp, resetApp } from './support';

beforeEach(() => resetApp());

function renderPull(onRefresh: () => Promise<unknown>, scrollTop = 0) {
  const root = document.createElement('div');
  Object.defineProperty(root, 'scrollTop', { value: scrollTop });
  renderWithApp(
    <ScrollRootContext.Provider value={{ current: root }}>
      <PullRefresh onRefresh={onRefresh}>
        <p>货源列表</p>
      </PullRefresh>
    </ScrollRootContext.Provider>,
  );
  return screen.getByText('货源列表');
}

const pull = (target: Element, from: number, to: number) => {
  fireEvent.touchStart(target, { touches: [{ clientY: from }] });
  fireEvent.touchMove(target, { touches: [{ clientY: to }] });
};

describe('PullRefresh', () => {
  it('refreshes when pulled far enough from the top and let go', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const content = renderPull(onRefresh);
    pull(content, 100, 300);
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
    fireEvent.touchEnd(content);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('正在刷新…')).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByText('正在刷新…')).not.toBeInTheDocument();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = jest.fn().mockResolvedValue(undefined);
    const content = renderPull(onRefresh);
    pull(content, 100, 150);
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves a pull in the middle of the list to scrolling', () => {
    const onRefresh = jest.fn().mockResolvedValue(undefined);
    const content = renderPull(onRefresh, 500);
    pull(content, 100, 300);
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
