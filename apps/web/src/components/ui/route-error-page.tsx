import { Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { reportClientError } from '@/lib/error-reporting';

/** The router's error boundary: reports the error and offers a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => reportClientError(error), [error]);
  return (
    <main className="app-main">
      <h1>{t('error.title')}</h1>
      <Text>{t('error.body')}</Text>
      <Anchor component={Link} to={paths.root} reloadDocument>
        {t('error.home')}
      </Anchor>
    </main>
  );
}
