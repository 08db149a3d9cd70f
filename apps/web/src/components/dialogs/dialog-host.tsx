import { lazy, Suspense, useState } from 'react';
import { useCurrentDialog } from '@/lib/dialog-service';

const DialogModal = lazy(async () => ({
  default: (await import('./dialog-modal')).DialogModal,
}));

/**
 * Shows the dialog service's dialogs one at a time. The modal's code loads with the first
 * dialog (most visits never see one) and stays mounted afterwards for its closing animation.
 */
export function DialogHost() {
  const dialog = useCurrentDialog();
  const [used, setUsed] = useState(false);
  if (dialog && !used) setUsed(true);
  if (!dialog && !used) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal dialog={dialog} />
    </Suspense>
  );
}
