/**
 * @jest-environment-options {"url": "http://h/some/sub/path/index.html#/pages/x/x?a=1"}
 */
import { fireEvent, screen } from '@testing-library/react';
import { HashRouter } from '@/components/router/HashRouter';
import { renderWithApp } from '../components/support';
import { fakeRoutes } from './fakeRoutes';

describe('hash router served from a sub-path', () => {
  it('reads the screen from the hash and never leaves the document it was served from', async () => {
    renderWithApp(<HashRouter routes={fakeRoutes()} />);
    expect(screen.getByText('path=/pages/x/x')).toBeInTheDocument();
    expect(screen.getByText('query={"a":"1"}')).toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'to y' });
    // A relative hash: the browser resolves it against index.html wherever that is served.
    expect(link.getAttribute('href')).toBe('#/pages/y/y?b=2');
    fireEvent.click(link);
    expect(window.location.href).toBe('http://h/some/sub/path/index.html#/pages/y/y?b=2');

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('query={"a":"1"}')).toBeInTheDocument();
    expect(window.location.href).toBe('http://h/some/sub/path/index.html#/pages/x/x?a=1');
  });
});
