/** Loads the page again from the server (its own module, so tests can watch it: jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
