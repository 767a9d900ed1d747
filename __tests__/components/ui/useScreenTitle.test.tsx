import { render, waitFor } from '@testing-library/react';
import { useScreenTitle } from '@/components/ui/useScreenTitle';

// The bridge, spied: in a plain browser it must not even load (it brings the request layer, zod
// and the error catalogue onto every first screen).
const bridgeLoaded = jest.fn();
jest.mock('@/lib/bridge', () => {
  bridgeLoaded();
  return jest.requireActual('@/lib/bridge');
});

function Titled({ title }: { title: string }) {
  useScreenTitle(title);
  return null;
}

afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

it('in a browser sets the document title without loading the bridge', async () => {
  render(<Titled title="货源大厅" />);
  await waitFor(() => expect(document.title).toBe('货源大厅'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(bridgeLoaded).not.toHaveBeenCalled();
});

it('inside the app shell hands the title to the host', async () => {
  const messages: string[] = [];
  window.ReactNativeWebView = { postMessage: (text: string) => messages.push(text) };
  render(<Titled title="我的运单" />);
  await waitFor(() => expect(messages.map((m) => JSON.parse(m))).toContainEqual(expect.objectContaining({ command: 'setTitle', args: { title: '我的运单' } })));
});
