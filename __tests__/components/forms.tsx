import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { fakeUploads, storedFile } from './identity/fakeUpload';
import { renderWithApp, resetApp, signInLocally } from './support';

/** Renders the whole app signed in (without the server) on `hash`. */
export function openSignedIn(hash: string): void {
  resetApp(hash);
  signInLocally();
  renderWithApp(<HashRouter routes={appRoutes} />);
}

/** Fills the fields named by their labels, replacing what they held. */
export async function fill(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    // Pasted, not typed key by key: eight fields typed one key at a time outlast the test timeout.
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}

/**
 * Every test of the file gets certification uploads that succeed (the fake XHR of
 * identity/fakeUpload), restored with all mocks after it.
 */
export function storedUploadsPerTest(): void {
  let uploads: ReturnType<typeof fakeUploads>;
  beforeEach(() => {
    uploads = fakeUploads((index) => ({ status: 200, body: storedFile(index) }));
  });
  afterEach(() => {
    uploads.restore();
    jest.restoreAllMocks();
  });
}
