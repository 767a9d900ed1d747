import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from '@/components/router/HashRouter';
import { appRoutes } from '@/components/router/routes';
import { getLocale } from '@/lib/i18n';
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

/** The calendar's buttons of one role whose text is exactly `text` (plain DOM: role queries over 200 years are slow in jsdom). */
function calendarButton(dialog: HTMLElement, role: string, text: string): HTMLElement {
  const found = [...dialog.querySelectorAll<HTMLElement>(`[role="${role}"]`)].filter((element) => element.textContent?.trim() === text);
  if (found.length !== 1) throw new Error(`the calendar shows ${found.length} ${role} "${text}"`);
  return found[0];
}

/**
 * Picks a day in the date field labelled `label` (components/ui/DateField): opens its calendar,
 * goes to the year, the month, then the day, and confirms, as a person does. Clicks are plain
 * clicks and the calendar's buttons are found by their text: the same path through the calendar
 * at a fifth of userEvent's and role queries' cost (a form with two dates took 4 s in jsdom).
 * DateField.test.tsx drives the calendar with userEvent and role queries itself.
 */
export async function pickDate(label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number);
  fireEvent.click(screen.getByLabelText(label));
  // The calendar is titled by its field: found by that name, it may open inside another dialog.
  const dialog = await screen.findByRole('dialog', { name: label });
  fireEvent.click(within(dialog).getByLabelText(/切换为年视图|switch to year view/));
  await waitFor(() => fireEvent.click(calendarButton(dialog, 'radio', String(year))));
  await waitFor(() => expect(dialog.querySelectorAll('[role="radio"]')).toHaveLength(12));
  fireEvent.click(dialog.querySelectorAll<HTMLElement>('[role="radio"]')[month - 1]);
  await waitFor(() => fireEvent.click(calendarButton(dialog, 'gridcell', String(date))));
  fireEvent.click(within(dialog).getByText(getLocale() === 'en' ? 'OK' : '确认'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).not.toBeInTheDocument());
}
