import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { CharityPledgeForm } from '@/components/charity-pledge/charity-pledge-form';
import { Page } from '@/components/ui/page';
import { navigation } from '@/lib/navigation/navigation-service';

/** Registration step 2: pick the charity to support; the guards then route onward. */
export function CharityPledgePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.registerCharityPledge.title')}>
      <Text>{t('pages.registerCharityPledge.body')}</Text>
      <CharityPledgeForm
        submitLabel={t('charityPledge.confirm')}
        onPledged={() => void navigation.navigate(paths.game.dashboard)}
      />
    </Page>
  );
}
