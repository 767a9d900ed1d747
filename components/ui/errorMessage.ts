import { t } from '@/lib/i18n';

/**
 * The message to show for a failure. The request layer's errors already carry one a person can
 * read in their language (the catalogue's text of the server's error code, or the spec's text for
 * a bodiless HTTP failure).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('ui.error.unknown');
}

/**
 * Whether loading again can change the answer: no answer came (offline, a time-out, a server
 * error) or the server asked to wait (408, 429). A refusal stays one (403 not allowed, 404 gone,
 * 400 a bad link), so for those a screen offers the way back instead of a retry that cannot help.
 * Read from the request layer's `status` (ApiError) without importing it: the download page shows
 * errors too, and the request layer is not in its bundle.
 */
export function retryCanHelp(error: unknown): boolean {
  if (error instanceof BadLinkError) return false;
  const status = (error as { status?: unknown } | null)?.status;
  if (!(error instanceof Error) || error.name !== 'ApiError' || typeof status !== 'number') return true;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/** A screen opened by a link that lacks what it needs (a waybill number): loading again cannot help. */
export class BadLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadLinkError';
  }
}
