import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

interface SimplePageProps {
  /** i18n key prefix: `<prefix>.title` and `<prefix>.body`. */
  messages: string;
  children?: ReactNode;
}

/** A screen made of a title and one paragraph, plus optional actions. */
export function SimplePage({ messages, children }: SimplePageProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(`${messages}.title`)}>
      <Text>{t(`${messages}.body`)}</Text>
      {children}
    </Page>
  );
}
