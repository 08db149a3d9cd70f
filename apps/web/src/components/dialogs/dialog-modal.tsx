import '@/styles/mantine-overlays.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenDialog } from '@/lib/dialog-service';

function DialogActions({ dialog }: { dialog: OpenDialog }) {
  const { t } = useTranslation();
  if (dialog.kind === 'confirmation') {
    return (
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => dialog.resolve(false)}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={() => dialog.resolve(true)} data-autofocus>
          {t('dialog.confirm')}
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="flex-end" mt="lg">
      <Button onClick={() => dialog.resolve(true)} data-autofocus>
        {dialog.kind === 'event' ? t('dialog.okay') : t('dialog.ok')}
      </Button>
    </Group>
  );
}

/**
 * Mantine draws the title bar as a <header>, which outside <main> is a second banner landmark
 * beside the app's own (axe: landmark-no-duplicate-banner): it is only the dialog's title bar.
 */
const TITLE_BAR = { header: { role: 'none' } };

/**
 * Shows the dialog service's dialogs one at a time. Spec §9: a backdrop tap never dismisses
 * them, and neither does Escape: only their own buttons answer.
 */
export function DialogModal({ dialog }: { dialog: OpenDialog | null }) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title={dialog?.title}
      centered
      zIndex={300}
      attributes={TITLE_BAR}
    >
      {dialog && (
        <>
          {/* A blank line in a message starts a new paragraph. */}
          <Text style={{ whiteSpace: 'pre-line' }}>{dialog.message}</Text>
          <DialogActions dialog={dialog} />
        </>
      )}
    </Modal>
  );
}
