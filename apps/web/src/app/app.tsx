import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/components/ui/app-error-boundary';
import { i18n } from '@/lib/i18n/i18n';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppErrorBoundary fallback={<p role="alert">{i18n.t('error.title')}</p>}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
