import { DialogHost } from '@/components/dialogs/dialog-host';
import { keptServerPage } from './server-page';

/**
 * What shows while the first route's guards and code load: the server's page stays on screen
 * (a visitor, a screen reader or a test never sees an empty document in between), and guards
 * may open a dialog (spec §8's location Warning) before the first screen renders.
 */
export function FirstScreenFallback() {
  const serverPage = keptServerPage();
  return (
    <>
      {serverPage && (
        // Markup this server sent and the browser already parsed: nothing new is trusted here.
        <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: serverPage }} />
      )}
      <DialogHost />
    </>
  );
}
