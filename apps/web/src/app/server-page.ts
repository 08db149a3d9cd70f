let serverPage = '';

/** Remembers the page the server put in #root, before React takes the element over. */
export function keepServerPage(container: HTMLElement) {
  serverPage = container.innerHTML;
}

/** The page the server put in #root ('' before keepServerPage). */
export function keptServerPage(): string {
  return serverPage;
}
