import { MantineProvider } from '@mantine/core';
import type { GameInstance } from '@charity/domain/api/game-instance';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/i18n';
import { CurrentGame } from './current-game';

const instance: GameInstance = {
  Id: '00000000-0000-4000-8000-000000000001',
  GameId: '00000000-0000-4000-8000-000000000002',
  Name: 'Week 3',
  Description: '',
  StartedOn: '2026-11-20T23:00:00.000Z',
  EndedOn: null,
  SalesCloseAt: '2026-11-27T23:00:00.000Z',
  DrawAt: '2026-11-28T00:00:00.000Z',
  TimeZone: 'America/Halifax',
  PotTotal: 12_500,
  TicketPrice: 200,
  LockPlayersToRegion: true,
  GameType: 1,
  ManualDraw: true,
  SubscriptionsEnabled: true,
  Status: 'Open',
};

describe('CurrentGame', () => {
  it("shows the draw time in the game's own time zone, named, wherever the browser is", () => {
    render(
      <MantineProvider>
        <CurrentGame instance={instance} cdnRoot="/cdn" />
      </MantineProvider>,
    );
    // 00:00 UTC on the 28th is 20:00 on the 27th in Halifax (AST, UTC-4).
    expect(screen.getByText(/Nov 27, 2026, 8:00\s?PM AST/)).toBeInTheDocument();
  });

  it('says when sales close, in the same zone (issue 12)', () => {
    render(
      <MantineProvider>
        <CurrentGame instance={instance} cdnRoot="/cdn" />
      </MantineProvider>,
    );
    const close = screen.getByText('Sales close');
    // 23:00 UTC on the 27th is 19:00 in Halifax: sales close an hour before the draw.
    expect(close.nextElementSibling).toHaveTextContent(/^Nov 27, 2026, 7:00\s?PM AST$/);
  });
});
