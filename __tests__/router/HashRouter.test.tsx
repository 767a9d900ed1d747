import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { navigate } from '@/components/router/history';
import { renderWithApp, resetApp, signInLocally } from '../components/support';
import { fakeRoutes } from './fakeRoutes';

beforeEach(() => resetApp());

function show(hash: string) {
  window.history.replaceState(null, '', hash);
  return renderWithApp(<HashRouter routes={fakeRoutes()} />);
}

describe('hash router', () => {
  it('shows the screen of the hash with its query, and marks its root with the path', () => {
    const { container } = show('#/pages/x/x?a=1&name=%E5%BC%A0%E4%B8%89');
    expect(screen.getByText('path=/pages/x/x')).toBeInTheDocument();
    expect(screen.getByText('query={"a":"1","name":"张三"}')).toBeInTheDocument();
    expect(container.querySelector('[data-screen="/pages/x/x"]')).not.toBeNull();
  });

  it('shows the not-found screen for an unknown path, with a way home', async () => {
    show('#/pages/nowhere/nowhere');
    // Drawn with MUI, it loads on demand rather than with the first screen.
    const notFound = await screen.findByTestId('not-found');
    expect(notFound).toHaveTextContent('/pages/nowhere/nowhere');
    fireEvent.click(screen.getByRole('button', { name: '回到货源大厅' }));
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'market count 0' })).toBeVisible();
  });

  it('follows links and goes back to the previous screen', async () => {
    show('#/pages/x/x?a=1');
    fireEvent.click(screen.getByRole('link', { name: 'to y' }));
    expect(window.location.hash).toBe('#/pages/y/y?b=2');
    expect(screen.getByText('query={"b":"2"}')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('query={"a":"1"}')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/x/x?a=1');
  });

  it('sends back to the market when the app was opened on this screen', () => {
    show('#/pages/x/x?a=1');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(window.location.hash).toBe('#/pages/appIndex/bazaar');
  });

  it('follows hash changes made outside the router (links, the bridge)', async () => {
    show('#/pages/x/x');
    act(() => {
      window.location.hash = '#/pages/y/y?c=3';
    });
    expect(await screen.findByText('query={"c":"3"}')).toBeInTheDocument();
  });

  it('sends a tourist to SMS sign-in with a redirect back to the protected screen', () => {
    show('#/pages/secret/secret?k=1');
    expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2Fsecret%2Fsecret%3Fk%3D1');
    expect(screen.queryByText('path=/pages/secret/secret')).not.toBeInTheDocument();
  });

  it('lets a signed-in user open the protected screen', () => {
    signInLocally();
    show('#/pages/secret/secret?k=1');
    expect(screen.getByText('path=/pages/secret/secret')).toBeInTheDocument();
  });
});

describe('tab bar', () => {
  it('switches tabs with both kept mounted, each with its own state', () => {
    signInLocally();
    const { container } = show('#/pages/appIndex/bazaar');
    fireEvent.click(screen.getByRole('button', { name: 'market count 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'market count 1' }));

    fireEvent.click(screen.getByRole('button', { name: '我的货运' }));
    expect(window.location.hash).toBe('#/pages/appIndex/mine');
    expect(screen.getByRole('button', { name: 'mine count 0' })).toBeVisible();
    // The market is still there, hidden, with its count.
    expect(container.querySelector('[data-screen="/pages/appIndex/bazaar"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'market count 2' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '货源大厅' }));
    expect(screen.getByRole('button', { name: 'market count 2' })).toBeVisible();
    expect(container.querySelector('[data-screen="/pages/appIndex/mine"]')).not.toBeNull();
  });

  it('restores a tab\'s scroll position when it comes back', () => {
    signInLocally();
    const { container } = show('#/pages/appIndex/bazaar');
    const frame = container.querySelector('[data-screen="/pages/appIndex/bazaar"]')!.parentElement as HTMLElement;
    frame.scrollTop = 420;
    fireEvent.scroll(frame);
    act(() => navigate('/pages/appIndex/mine', undefined, { replace: true }));
    // Hiding may drop the offset, as browsers do.
    frame.scrollTop = 0;
    act(() => navigate('/pages/appIndex/bazaar', undefined, { replace: true }));
    expect(frame.scrollTop).toBe(420);
  });

  it('is shown only on the tab screens', async () => {
    show('#/pages/appIndex/bazaar');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    act(() => navigate('/pages/x/x'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument());
  });
});
