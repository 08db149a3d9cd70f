import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { charitiesByCategoryQueryOptions } from '@/api/charities-by-category';
import { usePledgeSupport } from '@/api/pledge-support';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { FormActions } from '@/components/form/form-actions';
import { CharityOptionCard } from './charity-option-card';

interface CharityPledgeFormProps {
  submitLabel: string;
  /** The charity the player supports now, preselected. */
  currentCharityId?: string | null;
  onPledged: (charityId: string) => void;
}

/**
 * The organization's charities by category (`charity/by-category/for-organization`) as
 * radio cards; confirming pledges support (`charity/pledge-support`, player refetched).
 */
export function CharityPledgeForm({
  submitLabel,
  currentCharityId,
  onPledged,
}: CharityPledgeFormProps) {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const radioName = useId();
  const errorId = useId();
  const [selected, setSelected] = useState<string | null>(currentCharityId ?? null);
  const [missing, setMissing] = useState(false);
  const pledge = usePledgeSupport();
  const { isPending, data } = useScreenData({
    ...charitiesByCategoryQueryOptions(organizationId),
    enabled: !!organizationId,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setMissing(true);
    pledge.mutate(
      { CharityId: selected, OrganizationId: organizationId, PlayerId: playerId },
      { onSuccess: () => onPledged(selected) },
    );
  };
  const select = (charityId: string) => {
    setSelected(charityId);
    setMissing(false);
    pledge.reset();
  };

  if (!isPending && !data.IsSuccess)
    return (
      <Alert color="red" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-describedby={missing ? errorId : undefined}>
      <Stack gap="lg">
        {data.Result?.CharitiesByCategory.map((category) => (
          <fieldset key={category.CategoryId} className="charity-category">
            <legend className="charity-category__legend">{category.CategoryName}</legend>
            <Stack gap="xs">
              {category.Charities.map((charity) => (
                <CharityOptionCard
                  key={charity.Id}
                  charity={charity}
                  name={radioName}
                  checked={selected === charity.Id}
                  onSelect={select}
                />
              ))}
            </Stack>
          </fieldset>
        ))}
      </Stack>
      <FormActions sticky>
        {missing && (
          <Text id={errorId} role="alert" c="red.8" size="sm">
            {t('charityPledge.chooseOne')}
          </Text>
        )}
        {pledge.isError && (
          <Text role="alert" c="red.8" size="sm">
            {t('charityPledge.failed')}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={pledge.isPending} disabled={isPending}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
