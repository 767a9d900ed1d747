import { screen, waitFor, within } from '@testing-library/react';
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

/** Fills the fields named by their labels, replacing what they held; a date field's day ('YYYY-MM-DD') is picked in its calendar. */
export async function fill(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    if (input.getAttribute('aria-haspopup') === 'dialog') {
      await pickDate(label, value);
      continue;
    }
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

/**
 * Picks a day in the date field labelled `label` (components/ui/DateField): opens its calendar,
 * goes to the year, the month, then the day, and confirms, as a person does.
 */
export async function pickDate(label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number);
  await userEvent.click(screen.getByLabelText(label));
  const dialog = await screen.findByRole('dialog');
  const inDialog = within(dialog);
  await userEvent.click(inDialog.getByRole('button', { name: /切换为年视图|switch to year view/ }));
  await userEvent.click(await inDialog.findByRole('radio', { name: String(year) }));
  const months = await inDialog.findAllByRole('radio');
  await userEvent.click(months[month - 1]);
  await userEvent.click(await inDialog.findByRole('gridcell', { name: String(date) }));
  await userEvent.click(inDialog.getByRole('button', { name: /确认|OK/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
