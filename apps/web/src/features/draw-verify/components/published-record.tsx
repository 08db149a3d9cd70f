import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { drawPaths } from '@charity/domain/draw-paths';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { useGameTime } from '@/components/ui/use-game-time';

/** A redraw says why and what it replaced; a redrawn draw links its redraws with their reasons. */
function redrawFacts(record: PublishedDrawRecord, t: TFunction): Fact[] {
  const why = (reason: string) => t(`drawVerify.redrawReasons.${reason}`);
  const facts: Fact[] = [];
  if (record.redrawOf) {
    facts.push({
      label: t('drawVerify.redrawReason'),
      value: t('drawVerify.redrawReasonValue', {
        reason: why(record.redrawOf.reason),
        number: record.redrawOf.replacedNumber,
      }),
    });
  }
  if (record.redraws && record.redraws.length > 0) {
    facts.push({
      label: t('drawVerify.redrawn'),
      value: (
        <Stack gap={4}>
          {record.redraws.map((redraw) => (
            <Anchor key={redraw.id} href={drawPaths.verify(redraw.id)}>
              {why(redraw.reason)}
            </Anchor>
          ))}
        </Stack>
      ),
    });
  }
  return facts;
}

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
  facts.push(...redrawFacts(record, t));
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
