import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, type TestApp, buildTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const thisYear = new Date().getUTCFullYear();

async function firstYearOf(slug: 'goldrush' | 'fiftyfifty', year = thisYear) {
  const organizationId = await t.organizationId(slug);
  const response = await getAs(
    t.app,
    slug,
    `/api/organization/winner-circle-by-organization-id-and-year/${organizationId}/${year}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return winnerCircleSchema.parse(response.json()).FirstYear;
}

/** Moves the opening of the organization's first instance to `at`. */
async function openedAt(slug: string, at: string) {
  await sql`update game_instances i set started_on = ${at}::timestamptz
    from organizations o where o.slug = ${slug} and i.game_id = o.current_game_id
      and i.sequence = (select min(sequence) from game_instances where game_id = i.game_id)`.execute(
    t.database.db,
  );
}

describe('the first year of the draw results (issue 12)', () => {
  it('is the year the first instance opened, in the game time zone, whatever year is asked', async () => {
    // Each demo game opened its first instance when it was loaded.
    expect([thisYear - 1, thisYear]).toContain(await firstYearOf('goldrush'));
    // 02:00 UTC on New Year's Day is still the old year in Halifax (UTC−4).
    await openedAt('goldrush', '2024-01-01T02:00:00Z');
    expect(await firstYearOf('goldrush')).toBe(2023);
    expect(await firstYearOf('goldrush', 2001)).toBe(2023);
    // Another organization's games do not count.
    expect(await firstYearOf('fiftyfifty')).not.toBe(2023);
  });

  it('counts no instance that never opened, and an older draw', async () => {
    const organizationId = await t.organizationId('fiftyfifty');
    const before = await firstYearOf('fiftyfifty');
    // A scheduled instance dated long ago (a set-up mistake) has not opened.
    await sql`insert into game_instances (game_id, sequence, name, status, ticket_price_cents,
        sales_close_at, draw_at, created_at)
      select o.current_game_id, 999, 'Never opened', 'Scheduled', 500,
        '2015-05-01T00:00:00Z', '2015-05-01T01:00:00Z', '2015-04-01T00:00:00Z'
      from organizations o where o.id = ${organizationId}`.execute(t.database.db);
    expect(await firstYearOf('fiftyfifty')).toBe(before);
    // A draw older than every instance (history loaded from another system) is a year of results.
    const hex = 'a'.repeat(64);
    await sql`insert into draws (game_instance_id, organization_id, game_id, game_type,
        instance_name, range_max, commitment, seed, entries_hash, entries_count, outcome,
        sales_cents, jackpot_cents, pot_total_cents, prize_cents, rollover_cents, charity_cents,
        draw_year, drawn_at, drawn_by)
      select i.id, o.id, i.game_id, 2, i.name, 10, ${hex}, ${hex}, ${hex}, 0, 'NoEntries',
        0, 0, 0, 0, 0, 0, 2020, '2020-05-01T01:00:00Z', 'import'
      from organizations o join game_instances i on i.game_id = o.current_game_id
      where o.id = ${organizationId} and i.sequence = 999`.execute(t.database.db);
    expect(await firstYearOf('fiftyfifty')).toBe(2020);
  });

  it('is null while no instance has opened', async () => {
    const organizationId = await t.organizationId('fiftyfifty');
    await sql`delete from draws where organization_id = ${organizationId}`.execute(t.database.db);
    await sql`update game_instances i set status = 'Scheduled'
      from games g where g.id = i.game_id and g.organization_id = ${organizationId}`.execute(
      t.database.db,
    );
    expect(await firstYearOf('fiftyfifty')).toBeNull();
  });
});
