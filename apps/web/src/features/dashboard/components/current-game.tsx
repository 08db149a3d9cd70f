import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameInstance } from '@charity/domain/api/game-instance';
import { gameLogoUrl, GameType } from '@charity/domain/game-type';
import { Currency } from '@/components/ui/currency';

interface CurrentGameProps {
  instance: GameInstance;
  cdnRoot: string;
}

/** The current game instance: its name, logo, pot (an estimate until sales close) and price. */
export function CurrentGame({ instance, cdnRoot }: CurrentGameProps) {
  const { t, i18n } = useTranslation();
  const type = instance.GameType === GameType.ProgressiveFiftyFifty ? 'fiftyFifty' : 'goldRush';
  // In the game's own time zone, named: a draw at 20:00 in Halifax reads so from anywhere.
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(instance.TimeZone ? { timeZone: instance.TimeZone } : {}),
    }).format(new Date(iso));
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--brand-surface)">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="md">
          <Image
            src={gameLogoUrl(cdnRoot, instance.GameType)}
            alt={t(`game.type.${type}`)}
            w={72}
          />
          <div>
            <Title order={2} size="h3">
              {instance.Name}
            </Title>
            {instance.Description && <Text size="sm">{instance.Description}</Text>}
          </div>
        </Group>
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
