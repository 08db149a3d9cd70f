import { Button, Text } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { useCurrentStatus } from '@/api/current-status';
import { maxNumbersPerPlayerQueryOptions } from '@/api/max-numbers-per-player';
import { FormActions } from '@/components/form/form-actions';
import { FormStack } from '@/components/form/form-stack';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { navigation } from '@/lib/navigation/navigation-service';
import { useScreenData } from '@/lib/screen-data';
import { useAssignNumbers } from '../api/assign-numbers';
import { checkNumberRequest } from '../components/check-number-request';
import { NumberRequestFields, type NumberRequest } from '../components/number-request-fields';
import { listNumbers } from '../components/ticket-numbers';
import { serverMessage } from '../components/server-message';
import { ExcludedGate } from '@/components/protection/excluded-notice';

/** Registration step 3: how many numbers (and which, if wanted); the guards then route on. */
export function AssignNumbersPage() {
  const { t } = useTranslation();
  return (
    <ExcludedGate title={t('numbers.assign.title')}>
      <AssignNumbersScreen />
    </ExcludedGate>
  );
}

function AssignNumbersScreen() {
  const { t, i18n } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const { data } = useScreenData({
    ...maxNumbersPerPlayerQueryOptions(organizationId),
    enabled: !!organizationId,
  });
  const max = data.Result?.MaxNumbersPerPlayer ?? 1;
  const rangeMax = useCurrentStatus().data?.CurrentGameInstance?.NumberRangeMax;
  const [request, setRequest] = useState<NumberRequest>({ quantity: 1, specific: '' });
  const [errors, setErrors] = useState<{ quantity?: string; specific?: string }>({});
  const key = useRef(crypto.randomUUID());
  const assign = useAssignNumbers();
  const assigned = assign.data?.PlayerNumberGroup.PlayerNumbers.map((n) => n.TicketNumber);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (assign.isPending) return;
    // A new attempt replaces the previous server error, whatever it finds (issue 28).
    assign.reset();
    const checked = checkNumberRequest(t, request, max, rangeMax);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    assign.mutate({
      body: {
        PlayerId: playerId,
        OrganizationId: organizationId,
        Quantity: checked.quantity,
        TicketNumbers: checked.ticketNumbers,
      },
      idempotencyKey: key.current,
    });
  }

  function change(next: NumberRequest) {
    // Another request deserves another key; a retry of the same one keeps it.
    key.current = crypto.randomUUID();
    assign.reset();
    setRequest(next);
  }

  const proceed = () => void navigation.navigate(paths.game.dashboard);
  return (
    <Page title={t('numbers.assign.title')}>
      {assigned ? (
        <>
          <SuccessNotice title={t('numbers.assign.done', { count: assigned.length })}>
            {listNumbers(assigned, i18n.language)}
          </SuccessNotice>
          <Text>{t('numbers.assign.next', { count: assigned.length })}</Text>
          <FormActions>
            <Button size="md" onClick={proceed}>
              {t('numbers.assign.continue')}
            </Button>
          </FormActions>
        </>
      ) : (
        data.IsSuccess && (
          <FormStack onSubmit={submit}>
            <Text>{t('numbers.assign.body', { max })}</Text>
            <NumberRequestFields
              value={request}
              onChange={change}
              max={max}
              errors={errors}
              disabled={assign.isPending}
            />
            <FormError message={assign.isError ? serverMessage(t, assign.error) : null} />
            <FormActions>
              <Button type="submit" size="md" loading={assign.isPending} disabled={!data.IsSuccess}>
                {t('numbers.assign.submit')}
              </Button>
            </FormActions>
          </FormStack>
        )
      )}
    </Page>
  );
}
