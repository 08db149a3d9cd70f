import { SUPPORT_SEARCH_LIMIT, type SupportPlayer } from '@charity/domain/staff/support-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function playersOf(db: Executor, organizationId: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('charities as c', 'c.id', 'a.charity_id')
    .select([
      'a.id',
      'a.email',
      'a.first_name',
      'a.last_name',
      'a.phone',
      'a.created_at',
      'c.name as charity_name',
    ])
    .where('a.organization_id', '=', organizationId)
    .where('a.staff_role', 'is', null);
}

type PlayerRow = Awaited<ReturnType<ReturnType<typeof playersOf>['execute']>>[number];

export function toSupportPlayer(row: PlayerRow): SupportPlayer {
  return {
    Id: row.id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Phone: row.phone,
    CreatedOn: new Date(row.created_at).toISOString(),
    CharityName: row.charity_name,
  };
}

/**
 * Players of the organization (staff are not players) whose e-mail, name or phone contains
 * the text, or who hold the ticket number it is.
 */
export async function searchPlayers(
  db: Executor,
  organizationId: string,
  text: string,
): Promise<SupportPlayer[]> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const digits = text.replace(/\D/g, '');
  const ticket = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await playersOf(db, organizationId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(a.email)`, 'like', pattern),
        eb(sql<string>`lower(a.first_name || ' ' || a.last_name)`, 'like', pattern),
        ...(digits.length >= 4
          ? [eb(sql<string>`regexp_replace(a.phone, '\\D', '', 'g')`, 'like', `%${digits}%`)]
          : []),
        ...(ticket === null
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('player_numbers as n')
                  .innerJoin('games as g', 'g.id', 'n.game_id')
                  .select('n.ticket_number')
                  .whereRef('n.player_id', '=', 'a.id')
                  .where('g.organization_id', '=', organizationId)
                  .where('n.ticket_number', '=', ticket),
              ),
            ]),
      ]),
    )
    .orderBy('a.last_name')
    .orderBy('a.first_name')
    .orderBy('a.id')
    .limit(SUPPORT_SEARCH_LIMIT)
    .execute();
  return rows.map(toSupportPlayer);
}

/** One player of the organization, or null (a staff member or another organization's). */
export async function findSupportPlayer(db: Executor, organizationId: string, playerId: string) {
  const row = await playersOf(db, organizationId).where('a.id', '=', playerId).executeTakeFirst();
  return row ? toSupportPlayer(row) : null;
}

/** The player's numbers in the organization's games. */
export async function playerNumbers(db: Executor, organizationId: string, playerId: string) {
  const rows = await db
    .selectFrom('player_numbers as n')
    .innerJoin('games as g', 'g.id', 'n.game_id')
    .select(['g.name', 'n.ticket_number'])
    .where('n.player_id', '=', playerId)
    .where('g.organization_id', '=', organizationId)
    .orderBy('g.name')
    .orderBy('n.ticket_number')
    .execute();
  return rows.map((row) => ({ GameName: row.name, TicketNumber: row.ticket_number }));
}
