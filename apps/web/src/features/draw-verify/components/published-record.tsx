import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { useGameTime } from '@/components/ui/use-game-time';

/** Everything the server published about one draw. */
export function PublishedRecord({ record }: { record: PublishedDrawRecord }) {
  const { t } = useTranslation();
  const gameTime = useGameTime(record.timeZone);
  const none = t('drawVerify.notYet');
  const facts: Fact[] = [
    { label: t('drawVerify.instance'), value: record.instanceName },
    {
      label: t('drawVerify.drawnAt'),
      value: record.drawnAt ? gameTime(record.drawnAt) : none,
    },
    { label: t('drawVerify.range'), value: t('drawVerify.rangeValue', { max: record.rangeMax }) },
    { label: t('drawVerify.commitment'), value: record.commitment ?? none, code: true },
    { label: t('drawVerify.seed'), value: record.seed ?? none, code: true },
    { label: t('drawVerify.entriesHash'), value: record.entriesHash ?? none, code: true },
    { label: t('drawVerify.entriesCount'), value: record.entriesCount ?? none },
    {
      label: t('drawVerify.winningNumber'),
      value: record.winningNumber ?? (record.drawn ? t('drawVerify.noNumber') : none),
    },
  ];
  if (record.leftOut) {
    facts.push({
      label: t('drawVerify.leftOut'),
      value:
        record.leftOut.length === 0
          ? t('drawVerify.leftOutNone')
          : record.leftOut
              .map((item) => `${item.entry} (${t(`drawVerify.leftOutReason.${item.reason}`)})`)
              .join(', '),
    });
  }
  return (
    <>
      <FactList facts={facts} />
      {record.entriesUrl && (
        <Text>
          <Anchor href={record.entriesUrl} download={`entries-${record.instanceId}.txt`}>
            {t('drawVerify.download')}
          </Anchor>
        </Text>
      )}
    </>
  );
}
