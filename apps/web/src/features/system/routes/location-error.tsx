import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { placeName } from '@charity/domain/address/places';
import { paths } from '@charity/domain/paths';
import { safeReturnPath } from '@charity/domain/return-path';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { LOCATION_FAILURES, type LocationFailure } from '@/lib/location';

const isFailure = (value: string | null): value is LocationFailure =>
  (LOCATION_FAILURES as readonly (string | null)[]).includes(value);

/**
 * The location check failed: says which case it is (permission refused, no position, outside
 * the region), names the region and offers to try again where the player came from.
 */
export function LocationErrorPage() {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const [search] = useSearchParams();
  const reasonParam = search.get('reason');
  const reason = isFailure(reasonParam) ? reasonParam : 'unavailable';
  const from = safeReturnPath(search.get('from'), paths.game.dashboard);
  const jurisdiction = config?.Organization.Jurisdiction;
  const region = jurisdiction
    ? placeName(jurisdiction, i18n.language)
    : t('pages.locationError.unnamedRegion');
  const helpLink = config?.LocationServiceHelpLink;
  return (
    <Page title={t('pages.locationError.title', { context: reason })}>
      <Stack gap="md" align="flex-start">
        <Text>{t('pages.locationError.region', { region })}</Text>
        <Text>{t('pages.locationError.body', { context: reason })}</Text>
        {/* A full load runs the location check again. */}
        <Button component="a" href={from} size="md">
          {t('pages.locationError.retry')}
        </Button>
        {helpLink && reason !== 'outside' && (
          <Anchor href={helpLink} target="_blank" rel="noopener noreferrer">
            {t('pages.locationError.help')}
          </Anchor>
        )}
      </Stack>
    </Page>
  );
}
