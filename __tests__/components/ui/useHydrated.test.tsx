import { render } from '@testing-library/react';
import { useHydrated } from '@/components/ui/useHydrated';
import { hydrateLikeABrowser, hydrationTaskOver } from '../hydrate';

/**
 * What the download page relies on: the first client render matches the prerendered HTML (no
 * mismatch, nothing rebuilt), the browser's own values come after, and they come in a task of
 * their own rather than inside hydration's commit (where a synchronous re-render lengthened the
 * page's last long task on a phone).
 */
const seen: { hydrated: boolean; taskOver: boolean }[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push({ hydrated, taskOver: hydrationTaskOver() });
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

it('hydrates as prerendered, then turns to the browser value after hydration’s task; later mounts start there', async () => {
  const mismatches = await hydrateLikeABrowser(<Probe />, (page) => expect(page.textContent).toBe('browser'));
  expect(mismatches).toEqual([]);
  const hydrating = seen.findIndex((s) => !s.hydrated);
  // The browser's value is rendered only after the task that ran hydration's mount effects.
  expect(seen.slice(hydrating).filter((s) => s.hydrated)).toEqual([{ hydrated: true, taskOver: true }]);

  // A component first shown after the page hydrated (the next screen) renders the browser's value at once.
  seen.length = 0;
  const { getByText } = render(<Probe />);
  expect(getByText('browser')).toBeInTheDocument();
  expect(seen.map((s) => s.hydrated)).toEqual([true]);
});
