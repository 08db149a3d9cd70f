import '@/styles/mantine-forms.css';
import { Alert, Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useClaimPeriod } from '../api/prize-claims';

/** The rules' claim period, for a role that may change the game's rules (owner, manager). */
export function ClaimPeriodForm({
  organizationId,
  days,
}: {
  organizationId: string;
  days: number;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(days);
  const save = useClaimPeriod(organizationId);
  const whole = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3650;
  const refusal = isApiError(save.error) ? save.error.ApiErrorResponse?.Message : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (whole && !save.isPending) save.mutate(value);
      }}
    >
      <Group align="end" gap="xs" wrap="wrap">
        <NumberInput
          label={t('adminClaims.periodLabel')}
          description={t('adminClaims.periodHint')}
          min={1}
          max={3650}
          allowDecimal={false}
          value={value}
          onChange={setValue}
          w={{ base: '100%', xs: 360 }}
        />
        <Button type="submit" size="sm" loading={save.isPending} disabled={!whole}>
          {t('adminClaims.periodSave')}
        </Button>
      </Group>
      {save.isError && (
        <Alert color="yellow" role="alert" mt="xs">
          {refusal ?? t('adminClaims.failed')}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert color="green" role="status" mt="xs">
          {t('adminClaims.periodSaved', { count: save.data.ClaimDays })}
        </Alert>
      )}
    </form>
  );
}
