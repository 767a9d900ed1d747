import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, waitFor } from '@testing-library/react';
import { useHydrated } from '@/components/ui/useHydrated';

/**
 * What the download page relies on: the first client render matches the prerendered HTML (no
 * mismatch, nothing rebuilt), the browser's own values come after, and they come in a task of
 * their own rather than inside hydration's commit (where a synchronous re-render lengthened the
 * page's last long task on a phone).
 */
const seen: { hydrated: boolean; hydrationTaskOver: boolean }[] = [];
let hydrationTaskOver = false;

function Probe() {
  const hydrated = useHydrated();
  seen.push({ hydrated, hydrationTaskOver });
  return <p>{hydrated ? 'browser' : 'prerendered'}</p>;
}

function EffectClock() {
  // Runs with hydration's mount effects; the microtask runs once the task holding them ends.
  useEffect(() => {
    queueMicrotask(() => {
      hydrationTaskOver = true;
    });
  }, []);
  return null;
}

function Page() {
  return (
    <main>
      <EffectClock />
      <Probe />
    </main>
  );
}

it('hydrates as prerendered, then turns to the browser value after hydration’s task; later mounts start there', async () => {
  // Outside act(): React schedules its work as in a browser, so the order of tasks is real.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  expect(container.textContent).toBe('prerendered');
  seen.length = 0;

  const mismatches: unknown[] = [];
  const root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) });
  await waitFor(() => expect(container.textContent).toBe('browser'));

  expect(mismatches).toEqual([]);
  expect(seen[0]).toEqual({ hydrated: false, hydrationTaskOver: false });
  // The browser's value is rendered only after the task that ran hydration's mount effects.
  expect(seen.filter((s) => s.hydrated)).toEqual([{ hydrated: true, hydrationTaskOver: true }]);
  root.unmount();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  // A component first shown after the page hydrated (the next screen) renders the browser's value at once.
  seen.length = 0;
  const { getByText } = render(<Probe />);
  expect(getByText('browser')).toBeInTheDocument();
  expect(seen.map((s) => s.hydrated)).toEqual([true]);
});
