import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '@charity/domain/api/game-instance';
import { gameLogoUrl, GameType } from '@charity/domain/game-type';
import { formatGameTime } from '@charity/domain/game-time-format';
import { Currency } from '@/components/ui/currency';

interface CurrentGameProps {
  instance: GameInstance;
  cdnRoot: string;
}

/** The current game instance: its name, logo, pot (an estimate until sales close) and price. */
export function CurrentGame({ instance, cdnRoot }: CurrentGameProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatGameTime(iso, i18n.language, { timeZone: instance.TimeZone });
  const type = instance.GameType === GameType.ProgressiveFiftyFifty ? 'fiftyFifty' : 'goldRush';
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--brand-surface)">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="md">
          <Image
            src={gameLogoUrl(cdnRoot, instance.GameType)}
            alt={t(`game.type.${type}`)}
            w={72}
          />
          <Title order={2} size="h3">
            {instance.Name}
          </Title>
        </Group>
        {/* The card's width, as the server's dashboard draws it (dashboard-shell.ts). */}
        {instance.Description && <Text size="sm">{instance.Description}</Text>}
        <dl className="current-game__facts">
          <dt>{t('pages.dashboard.pot')}</dt>
          <dd>
            <Text span fw={700} fz="xl">
              <Currency cents={instance.PotTotal} />
            </Text>
            <Text size="xs" c="dimmed">
              {t('dashboard.game.estimate')}
            </Text>
          </dd>
          <dt>{t('pages.dashboard.ticketPrice')}</dt>
          <dd>
            <Currency cents={instance.TicketPrice} />
          </dd>
          {instance.StartedOn && (
            <>
              <dt>{t('dashboard.game.opened')}</dt>
              <dd>{date(instance.StartedOn)}</dd>
            </>
          )}
          {instance.SalesCloseAt && (
            <>
              <dt>{t('dashboard.game.salesClose')}</dt>
              <dd>{date(instance.SalesCloseAt)}</dd>
            </>
          )}
          <dt>{t('dashboard.game.draw')}</dt>
          <dd>
            {(instance.DrawAt ?? instance.EndedOn)
              ? date(instance.DrawAt ?? instance.EndedOn ?? '')
              : t('dashboard.game.drawRules')}
          </dd>
        </dl>
      </Stack>
    </Card>
  );
}
