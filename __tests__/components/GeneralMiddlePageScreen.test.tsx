import { screen, waitFor } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { renderWithApp, resetApp, signInLocally } from './support';

describe('middle page for shared links', () => {
  it('forwards to the target with the other parameters, replacing itself', async () => {
    resetApp('#/pages/middlePage/middlePage?target=%2Fpages%2Fwebview%2Fwebview&url=https%3A%2F%2Fexample.com%2Fnotice&title=%E5%85%AC%E5%91%8A');
    renderWithApp(<HashRouter routes={appRoutes} />);
    await waitFor(() =>
      expect(window.location.hash).toBe('#/pages/webview/webview?url=https%3A%2F%2Fexample.com%2Fnotice&title=%E5%85%AC%E5%91%8A'),
    );
    expect(await screen.findByTitle('公告')).toHaveAttribute('src', 'https://example.com/notice');
  });

  it('sends a tourist to sign in first when the target needs a signed-in user', async () => {
    resetApp('#/pages/middlePage/middlePage?target=%2Fpages%2FappIndex%2Fhome&from=share');
    renderWithApp(<HashRouter routes={appRoutes} />);
    await waitFor(() =>
      expect(window.location.hash).toBe('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fhome%3Ffrom%3Dshare'),
    );
  });

  it('goes straight to a protected target for a signed-in user', async () => {
    resetApp('#/pages/middlePage/middlePage?target=%2Fpages%2FappIndex%2Fhome');
    signInLocally();
    renderWithApp(<HashRouter routes={appRoutes} />);
    await waitFor(() => expect(window.location.hash).toBe('#/pages/appIndex/home'));
  });

  it('says so when the target is missing or unknown', async () => {
    resetApp('#/pages/middlePage/middlePage?target=%2Fpages%2Fnowhere%2Fnowhere');
    renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByText('这个链接无效或已过期。')).toBeInTheDocument();
  });
});

describe('webview', () => {
  it('refuses anything but http(s) pages', async () => {
    resetApp('#/pages/webview/webview?url=javascript%3Aalert(1)');
    const { container } = renderWithApp(<HashRouter routes={appRoutes} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('只支持 http 或 https 网页');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
