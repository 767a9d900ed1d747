import { useEffect, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';

let effectsTaskOver = false;

/**
 * Read while rendering: whether the task that ran hydration's mount effects has ended. A render
 * before that is a synchronous re-render inside hydration's commit, forced by a value that differs
 * from the prerendered one (one long task more while a phone starts).
 */
export const hydrationTaskOver = () => effectsTaskOver;

function EffectClock() {
  // Runs with hydration's mount effects; the microtask runs once the task holding them ends.
  useEffect(() => queueMicrotask(() => void (effectsTaskOver = true)), []);
  return null;
}

/**
 * Hydration as a browser runs it: `element` prerendered to HTML, then hydrated outside act(), so
 * React schedules its work in tasks of its own and their order is real. Waits until `done` holds
 * for the container; answers the errors React recovered from (a mismatch with the prerendered HTML).
 */
export async function hydrateLikeABrowser(element: ReactElement, done: (container: HTMLElement) => void): Promise<unknown[]> {
  const page = (
    <>
      <EffectClock />
      {element}
    </>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  effectsTaskOver = false;
  const mismatches: unknown[] = [];
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  let root: Root | undefined;
  try {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    await waitFor(() => done(container));
  } finally {
    root?.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  }
  return mismatches;
}
