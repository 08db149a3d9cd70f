/**
 * The page's first date format costs a phone about 50 ms (the browser loads its calendar and
 * time zone data), far more than any later one. Done in a task of its own while the first
 * screen's code and data load, so that cost does not land inside a render (issue 28).
 */
export function warmUpDateFormats(): void {
  setTimeout(() => {
    new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(0);
  });
}
