import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { MailDeliveryAlert } from './mail-delivery-alert';

afterEach(() => queryClient.clear());

const url = `/api/reports/mail-delivery/for-organization/${ORG_ID}`;

describe('undelivered mail on the reports page', () => {
  it('names the count and each failed message with its reason', async () => {
    stubFetch(
      on('GET', url, () =>
        json({
          Pending: 1,
          Failed: 2,
          FailedMessages: [
            {
              Id: 'm1',
              To: 'ann@example.org',
              Subject: 'Your receipt 00000042',
              CreatedAt: '2026-11-22T18:54:15.481Z',
              Attempts: 10,
              LastError: '451 Try again later',
            },
          ],
        }),
      ),
    );
    signInAs(true);
    await renderScreen(<MailDeliveryAlert />, paths.admin.reports);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 e-mails could not be delivered');
    expect(alert).toHaveTextContent(
      'ann@example.org · Your receipt 00000042 · 451 Try again later',
    );
  });

  it('says nothing when every e-mail was delivered', async () => {
    const calls = stubFetch(
      on('GET', url, () => json({ Pending: 0, Failed: 0, FailedMessages: [] })),
    );
    signInAs(true);
    await renderScreen(<MailDeliveryAlert />, paths.admin.reports);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((call) => call.path === url)).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
