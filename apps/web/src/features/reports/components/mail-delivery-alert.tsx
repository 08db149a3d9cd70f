import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMailDelivery } from '../api/mail-delivery-query';
import { DateTime } from './date-time';

/** Says at the top of the reports when e-mail could not be delivered, and to whom. */
export function MailDeliveryAlert() {
  const { t } = useTranslation();
  const delivery = useMailDelivery();
  const report = delivery.data;
  if (!report || report.Failed === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('reports.mail.failed', { count: report.Failed })}>
      <Text size="sm">{t('reports.mail.failedBody')}</Text>
      <List size="sm" className="mail-failures">
        {report.FailedMessages.map((mail) => (
          <List.Item key={mail.Id}>
            <DateTime value={mail.CreatedAt} />
            {' · '}
            {mail.To}
            {' · '}
            {mail.Subject}
            {mail.LastError ? ` · ${mail.LastError}` : ''}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
