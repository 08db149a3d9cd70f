import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '@charity/domain/paths';
import { dialogs } from '@/lib/dialog-service';
import { i18n } from '@/lib/i18n/i18n';

/**
 * Warns before leaving a form with unsaved changes: another page of the app asks first (a
 * confirmation dialog), and closing or reloading the tab gets the browser's own warning.
 */
export function useLeaveGuard(changed: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Signing out (a 401, the session's end) is not the player's choice to leave.
      nextLocation.pathname !== paths.login &&
      nextLocation.pathname !== paths.logout,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs
      .confirm({ title: i18n.t('leaveForm.title'), message: i18n.t('leaveForm.message') })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
}
