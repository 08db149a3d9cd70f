import '@/styles/mantine-forms.css';
import { Select } from '@mantine/core';
import type { DrawGame } from '@charity/domain/api/draw-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManualDrawGames } from '../api/manual-draw-games';

interface DrawGamePickerProps {
  /** The game shown; null for the organization's current game. */
  value: string | null;
  onChange: (gameId: string) => void;
}

/**
 * Which game's draw the page shows, when the organization has more than one with a draw to run
 * (issue 27): a second game drawn by hand is run from here without becoming the current game.
 */
export function DrawGamePicker({ value, onChange }: DrawGamePickerProps) {
  const { t } = useTranslation();
  const games = useManualDrawGames().data?.Games ?? [];
  // A game just drawn, with no next draw yet, leaves the list: it stays shown until left.
  const [picked, setPicked] = useState<DrawGame | null>(null);
  const shown = value ?? games.find((game) => game.Current)?.GameId ?? games[0]?.GameId ?? '';
  const options =
    picked?.GameId === shown && !games.some((game) => game.GameId === shown)
      ? [...games, { ...picked, GameInstanceName: null, Status: null }]
      : games;
  if (options.length < 2) return null;
  return (
    <Select
      label={t('adminDraw.games.label')}
      value={shown}
      allowDeselect={false}
      onChange={(gameId) => {
        if (!gameId) return;
        setPicked(options.find((game) => game.GameId === gameId) ?? null);
        onChange(gameId);
      }}
      data={options.map((game) => ({
        value: game.GameId,
        label:
          game.GameInstanceName && game.Status
            ? t('adminDraw.games.option', {
                game: game.GameName,
                draw: game.GameInstanceName,
                status: t(`adminDraw.status.${game.Status}`, game.Status),
              })
            : t('adminDraw.games.nothingToDraw', { game: game.GameName }),
      }))}
    />
  );
}
