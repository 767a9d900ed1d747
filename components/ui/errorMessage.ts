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
