import { supportPlayerDetailSchema, supportSearchSchema } from '@charity/domain/staff/support-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createRegisteredPlayer, testIdentity, type TestPlayer } from '../identity/fixtures';

let t: TestApp;
let organizationId: string;
let support: Record<string, string>;
let supportId: string;
let player: TestPlayer;
let otherPlayer: TestPlayer;
const TICKET = 4242;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  const member = await createRegisteredPlayer(t.database.db, organizationId, {
    staffRole: 'support',
  });
  supportId = member.id;
  support = await bearerFor(t, 'goldrush', member, true);
  player = await createRegisteredPlayer(t.database.db, organizationId, {
    email: `sam.support-case-${Date.now()}@example.org`,
  });
  await sql`update accounts set first_name = 'Samantha', last_name = 'Quill',
    phone = '(902) 555-0177' where id = ${player.id}`.execute(t.database.db);
  await sql`with g as (
      insert into player_number_groups (organization_id, player_id, game_id)
      select o.id, ${player.id}, o.current_game_id from organizations o where o.id = ${organizationId}
      returning id, game_id)
    insert into player_numbers (game_id, ticket_number, player_id, group_id)
    select g.game_id, ${TICKET}, ${player.id}, g.id from g`.execute(t.database.db);
  otherPlayer = await createRegisteredPlayer(t.database.db, await t.organizationId('fiftyfifty'), {
    email: `sam.elsewhere-${Date.now()}@example.org`,
  });
});
afterAll(() => t.close());

const search = (q: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/support/players/for-organization/${organizationId}?q=${encodeURIComponent(q)}`,
    headers: support,
  });
const found = async (q: string) =>
  supportSearchSchema.parse((await search(q)).json()).Players.map((p) => p.Id);

describe('player support', () => {
  it('finds a player by e-mail, name, phone or ticket number, in this organization only', async () => {
    expect(await found(player.email.slice(0, 18).toUpperCase())).toEqual([player.id]);
    expect(await found('samantha qu')).toEqual([player.id]);
    expect(await found('902 555 0177')).toContain(player.id);
    expect(await found(String(TICKET))).toEqual([player.id]);
    expect(await found('sam.elsewhere')).not.toContain(otherPlayer.id);
    // Staff are not players.
    expect(await found('player-')).not.toContain(supportId);
  });

  it("shows a player's pledge, numbers and payments", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/support/player/${player.id}/for-organization/${organizationId}`,
      headers: support,
    });
    const detail = supportPlayerDetailSchema.parse(response.json());
    expect(detail.Player.Email).toBe(player.email);
    expect(detail.Player.CharityName).not.toBeNull();
    expect(detail.Numbers.map((n) => n.TicketNumber)).toEqual([TICKET]);
    expect(detail.Payments.Total).toBe(0);
    expect(detail.SelfExclusion).toBeNull();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("shows a player's self-exclusion, which no staff call can lift", async () => {
    await sql`insert into self_exclusions (organization_id, player_id, period, starts_at, ends_at)
      values (${organizationId}, ${player.id}, 'SixMonths', now(), now() + interval '6 months')`.execute(
      t.database.db,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/support/player/${player.id}/for-organization/${organizationId}`,
      headers: support,
    });
    const detail = supportPlayerDetailSchema.parse(response.json());
    expect(detail.SelfExclusion).toMatchObject({ Period: 'SixMonths', State: 'Excluded' });
    // The player's own opt-in is the only way back, and only after the end.
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/player/self-exclusion/opt-in',
        headers: support,
        payload: { PlayerId: player.id, OrganizationId: organizationId },
      }),
      403,
    );
  });

  it("answers 404 for another organization's player or a staff member", async () => {
    for (const id of [otherPlayer.id, supportId]) {
      expectApiError(
        await t.app.inject({
          method: 'GET',
          url: `/api/support/player/${id}/for-organization/${organizationId}`,
          headers: support,
        }),
        404,
      );
    }
  });

  it('audits every look-up, searches with what was asked', async () => {
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'details'])
      .where('organization_id', '=', organizationId)
      .where('actor', '=', supportId)
      .orderBy('id')
      .execute();
    const actions = rows.map((row) => row.action);
    expect(actions.filter((a) => a === 'support.players-searched').length).toBeGreaterThanOrEqual(
      6,
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ action: 'support.player-viewed', subject_id: player.id }),
    );
    expect(rows.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ query: 'samantha qu', found: 1 }),
    );
  });

  it('refuses a search shorter than two characters, field by field', async () => {
    const body = expectApiError(await search('a'), 400);
    expect(body.Errors?.[0]?.Path).toContain('q');
  });

  it('refuses a search of 3000 characters with words for the field (issue 27)', async () => {
    const body = expectApiError(await search('x'.repeat(3000)), 400);
    expect(body.Errors?.[0]).toMatchObject({ Path: expect.stringContaining('q') });
    expect(body.Errors?.[0]?.Message).toMatch(/200/);
  });
});
