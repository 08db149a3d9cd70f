import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlayVisible } from '@/lib/loading-overlay-store';

/** Spec §4: shown while screen data (or a guarded route) loads; quick loads never flash. */
export function AppLoadingOverlay() {
  const { t } = useTranslation();
  const screenLoading = useLoadingOverlayVisible();
  const routeLoading = useNavigation().state === 'loading';
  const loading = screenLoading || routeLoading;
  return (
    <>
      <LoadingOverlay
        visible={loading}
        pos="fixed"
        zIndex={150}
        overlayProps={{ blur: 1 }}
        transitionProps={{ transition: 'fade', duration: 150, enterDelay: 150 }}
        data-testid="loading-overlay"
      />
      <VisuallyHidden role="status" aria-live="polite">
        {loading ? t('common.loading') : ''}
      </VisuallyHidden>
    </>
  );
}
