import { Text } from '@mantine/core';
import { formatGameTime } from '@charity/domain/game-time-format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Printed on <date, time, zone>": the moment the page is printed (set again as the browser
 * prints), shown on paper only (reports.css).
 */
export function PrintedOn({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const update = () => setNow(new Date().toISOString());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <Text className="return-printed-on">
      {t('reports.financialReturn.printedOn', {
        when: `${formatGameTime(now, i18n.language, { timeZone })} (${timeZone})`,
      })}
    </Text>
  );
}
