import { SHOWCASE_WINNERS, type Showcase } from '@charity/domain/api/showcase';
import { listActiveCharities } from '../charities/charity.repository';
import type { Executor } from '../db/executor';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import type { Organization } from '../organizations/organization.repository';
import { findLastWinners } from './showcase.repository';
import type { Locale } from '../identity/pages/locale';
import { organizationTexts } from '../translations/organization-texts';

/** What the organization's public page shows: its game now, its last winners, its charities. */
export async function loadShowcase(
  db: Executor,
  organization: Organization,
  locale: Locale = 'en',
): Promise<Showcase> {
  const gameId = organization.current_game_id;
  const [instance, winners, charities] = await Promise.all([
    gameId ? findCurrentGameInstance(db, gameId, locale) : undefined,
    findLastWinners(db, organization.id, SHOWCASE_WINNERS),
    listActiveCharities(db, organization.id, locale),
  ]);
  return {
    OrganizationName: organizationTexts(organization, locale).name,
    CurrentGame: instance
      ? {
          Id: instance.id,
          Name: instance.name,
          GameType: instance.game_type,
          PotTotal: instance.pot_total_cents,
          TicketPrice: instance.ticket_price_cents,
          SalesCloseAt: instance.sales_close_at.toISOString(),
          DrawAt: instance.draw_at.toISOString(),
          TimeZone: instance.time_zone,
          Status: instance.status,
        }
      : null,
    LastWinners: winners,
    Charities: charities.map((charity) => ({
      Name: charity.name,
      Category: charity.category_name,
    })),
  };
}
