import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { AuditLog } from '@charity/domain/staff/audit-api';
import { permissionsOf } from '@charity/domain/staff/staff-roles';
import type { SupportPlayerDetail } from '@charity/domain/staff/support-api';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { membershipAs } from '@/testing/staff-role';
import { supportPlayer } from '@/testing/support-player';
import { profile } from '@/testing/staff-setup';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AdminAuditLogPage } from './audit-log';
import { AdminOrganizationPage } from './organization';
import { AdminPlayerSupportPage } from './player-support';

afterEach(() => queryClient.clear());

const profilePath = `/api/setup/organization/for-organization/${ORG_ID}`;

describe('organization screen', () => {
  it('saves a changed setting and shows the server refusal next to its field', async () => {
    let refuse = false;
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', profilePath, () => json(profile)),
      on('PUT', profilePath, () =>
        refuse
          ? json(
              {
                Status: 400,
                Code: 'BadRequest',
                Message: 'Invalid input',
                Method: 'PUT',
                RequestUrl: profilePath,
                Errors: [{ Path: 'body.settings.jurisdiction', Message: 'must be ISO 3166' }],
              },
              400,
            )
          : json({ ...profile, settings: { ...profile.settings, maxNumbersPerPlayer: 12 } }),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminOrganizationPage />, paths.admin.organization);
    const max = await screen.findByLabelText(
      'Most numbers one player may hold',
      {},
      {
        timeout: 10_000,
      },
    );
    // The form opens for changes once the role is known.
    await screen.findByRole('button', { name: 'Save changes' }, { timeout: 10_000 });
    await userEvent.clear(max);
    await userEvent.type(max, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Changes saved/)).toBeInTheDocument();
    const [put] = callsTo(calls, `setup/organization/for-organization/${ORG_ID}`).filter(
      (call) => call.method === 'PUT',
    );
    expect(put?.body).toMatchObject({ settings: { maxNumbersPerPlayer: 12, minimumAge: 19 } });

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('must be ISO 3166')).toBeInTheDocument();
  });

  it('checks a field before sending anything', async () => {
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', profilePath, () => json(profile)),
    );
    signInAs(true);
    await renderScreen(<AdminOrganizationPage />, paths.admin.organization);
    const age = await screen.findByLabelText('Minimum age', {}, { timeout: 10_000 });
    // The form opens for changes once the role is known.
    await screen.findByRole('button', { name: 'Save changes' }, { timeout: 10_000 });
    await userEvent.clear(age);
    await userEvent.type(age, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/16/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows how long records are kept and saves a change; refuses 0 and 101 years', async () => {
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', profilePath, () => json(profile)),
      on('PUT', profilePath, () =>
        json({ ...profile, settings: { ...profile.settings, recordRetentionYears: 10 } }),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminOrganizationPage />, paths.admin.organization);
    const years = await screen.findByLabelText(
      'Records kept for (years, 1 to 100)',
      {},
      { timeout: 10_000 },
    );
    expect(years).toHaveValue(7);
    // The form opens for changes once the role is known.
    const save = await screen.findByRole('button', { name: 'Save changes' }, { timeout: 10_000 });
    for (const refused of ['0', '101']) {
      fireEvent.change(years, { target: { value: refused } });
      await userEvent.click(save);
      // In words, never zod's ">=1" (issue 27).
      const words =
        refused === '0'
          ? 'Enter a whole number of 1 or more.'
          : 'Enter a whole number of 100 or less.';
      expect(await screen.findByText(words)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(years, { target: { value: '10' } });
    await userEvent.click(save);
    expect(await screen.findByText(/Changes saved/)).toBeInTheDocument();
    const [put] = calls.filter((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ settings: { recordRetentionYears: 10 } });
  }, 60_000);
});

describe('audit log screen', () => {
  it('lists who did what, with before and after, on the game’s clock', async () => {
    const log: AuditLog = {
      TimeZone: 'America/Halifax',
      Entries: [
        {
          Id: 7,
          OccurredAt: '2026-11-22T20:00:00Z',
          Actor: 'a',
          ActorName: 'Mia Manager <mia@goldrush.example>',
          Action: 'organization.profile-updated',
          SubjectType: 'organization',
          SubjectId: ORG_ID,
          Details: { changes: { 'settings.minimumAge': { before: 18, after: 19 } } },
        },
      ],
    };
    stubFetch(on('GET', `/api/audit/for-organization/${ORG_ID}`, () => json(log)));
    signInAs(true);
    await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
    expect(
      await screen.findByText('Mia Manager <mia@goldrush.example>', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Organization changed')).toBeInTheDocument();
    // A changed field by its name in words, its code name on hover (follow-up 1).
    expect(screen.getByTitle('settings.minimumAge')).toHaveTextContent('Minimum age');
    // 20:00 UTC is 4 p.m. in Halifax, said with its zone whatever the browser's.
    expect(screen.getByText(/4:00:00\sPM AST/)).toBeInTheDocument();
    expect(screen.getAllByText('On the game’s clock (America/Halifax)')).toHaveLength(2);
  });

  it('says actions, subjects and details in words (issue 27: raw JSON, keys and UUIDs)', async () => {
    const entry = (Id: number, Action: string, Details: Record<string, unknown>) => ({
      Id,
      OccurredAt: '2026-11-22T20:00:00Z',
      Actor: 'a',
      ActorName: null,
      Action,
      SubjectType: 'account',
      SubjectId: 'f7ffffc0-9b6f-4327-9570-10a0728b2d85',
      SubjectName: 'Nora Newmanager <newmgr@goldrush.example>',
      Details,
    });
    const log: AuditLog = {
      TimeZone: 'America/Halifax',
      Entries: [
        entry(8, 'staff.role-changed', { before: 'owner', after: 'manager', email: 'n@x.example' }),
        entry(9, 'game-instance.sales-extended', {
          changes: { salesCloseAt: { before: '2026-11-22T20:00:00.000Z', after: null } },
        }),
        entry(10, 'something.new-kind', {}),
        entry(11, 'prize-claim-pay', {
          before: { state: 'IdentityChecked' },
          after: { state: 'Paid', method: 'Cheque' },
          prizeCents: 125000,
        }),
      ],
    };
    stubFetch(on('GET', `/api/audit/for-organization/${ORG_ID}`, () => json(log)));
    signInAs(true);
    await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
    expect(await screen.findByText('Role changed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Nora Newmanager <newmgr@goldrush.example>')).toHaveLength(4);
    // Follow-up 2: a role change's before and after are roles, in words.
    expect(screen.getByText(/^: Owner → Manager$/)).toBeInTheDocument();
    expect(screen.getByText(/n@x\.example/)).toBeInTheDocument();
    expect(screen.queryByText(/"before"/)).toBeNull();
    // An instant on the game's clock, not as UTC ISO text.
    expect(screen.getByText(/4:00:00\sPM AST → ∅/)).toBeInTheDocument();
    // An action the console has no name for yet still reads as words.
    expect(screen.getByText('Something new kind')).toBeInTheDocument();
    // A state before and after, field by field; cents as money.
    expect(screen.getByText(/Identity checked → Paid/)).toBeInTheDocument();
    expect(screen.getByText(/∅ → Cheque/)).toBeInTheDocument();
    expect(screen.getByText(/\$1,250\.00/)).toBeInTheDocument();
  });

  it('sends the filters on the game’s clock and finds an action by any part of it', async () => {
    const searches: URLSearchParams[] = [];
    stubFetch(({ method, url }) => {
      if (method !== 'GET' || url.pathname !== `/api/audit/for-organization/${ORG_ID}`)
        return undefined;
      searches.push(url.searchParams);
      return json({ TimeZone: 'America/Halifax', Entries: [] });
    });
    signInAs(true);
    await renderScreen(<AdminAuditLogPage />, paths.admin.audit);
    await screen.findByText('Nothing matches these filters.', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('From', { exact: false }), {
      target: { value: '2026-11-27T20:00' },
    });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'cancel' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.get('from')).toBe('2026-11-27T20:00');
    expect(searches[1]?.get('action')).toBe('cancel');
  });
});

describe('player support screen', () => {
  it('finds a player, shows their payments and resends a receipt', async () => {
    const player = supportPlayer;
    const PLAYER = player.Id;
    const PAYMENT = '88888888-8888-4888-8888-888888888888';
    const detail: SupportPlayerDetail = {
      Player: player,
      Numbers: [{ GameName: 'Gold Rush', TicketNumber: 4242 }],
      Payments: {
        Payments: [
          {
            PaymentId: PAYMENT,
            Voidable: true,
            Kind: 'purchase',
            Status: 'Succeeded',
            Amount: 200,
            TicketPrice: 200,
            Currency: 'cad',
            CreatedOn: '2026-11-20T15:00:00Z',
            GameInstanceId: PAYMENT,
            GameInstanceName: 'Week 47',
            DrawOn: '2026-11-27T23:00:00Z',
            TimeZone: 'America/Halifax',
            TicketNumbers: [4242],
            ReceiptNumber: '00000042',
            RefundedOn: null,
          },
        ],
        Page: 1,
        PageSize: 10,
        Total: 1,
      },
      SelfExclusion: {
        Period: 'SixMonths',
        StartedOn: '2026-11-20T15:30:00Z',
        EndsOn: '2027-05-20T15:30:00Z',
        State: 'Excluded',
      },
    };
    // A refund the processor refused (issue 25): staff see it failed, with the reason.
    const refusedRefund = {
      RefundId: '44444444-4444-4444-8444-444444444444',
      PaymentId: PAYMENT,
      Path: 'staff-refund',
      Amount: 600,
      State: 'Failed',
      FailureReason: 'The charge cannot be refunded by that much.',
      Reason: 'Goodwill',
      At: '2026-11-21T10:00:00Z',
    };
    const calls = stubFetch(
      on('GET', `/api/support/players/for-organization/${ORG_ID}`, () =>
        json({ Players: [player] }),
      ),
      on('GET', `/api/support/player/${PLAYER}/for-organization/${ORG_ID}`, () => json(detail)),
      on('GET', `/api/support/player/${PLAYER}/refunds/for-organization/${ORG_ID}`, () =>
        json({ Refunds: [refusedRefund] }),
      ),
      on('GET', `/api/staff/membership/for-organization/${ORG_ID}`, () =>
        json({ Role: 'support', Permissions: permissionsOf('support') }),
      ),
      on(
        'POST',
        `/api/support/player/${PLAYER}/receipt/${PAYMENT}/resend/for-organization/${ORG_ID}`,
        () => json({ SentTo: player.Email }, 202),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminPlayerSupportPage />, paths.admin.support);
    await userEvent.type(
      await screen.findByLabelText(/E-mail, name, phone or ticket number/, {}, { timeout: 10_000 }),
      '4242',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show Samantha Quill' }));
    expect(await screen.findByRole('heading', { name: 'Samantha Quill' })).toBeInTheDocument();
    expect(screen.getByText(/supports Food Bank/)).toBeInTheDocument();
    // Staff see the exclusion, and nothing on the screen lifts it.
    expect(screen.getByRole('status', { name: 'Self-excluded' })).toHaveTextContent(
      'Excluded from play until May 20, 2027',
    );
    expect(screen.getByText('Paid $2.00')).toBeInTheDocument();
    expect(
      await screen.findByRole('alert', { name: 'A refund did not go through' }),
    ).toHaveTextContent(
      '$6.00 was not refunded: the processor answered \u201cThe charge cannot be refunded by that much.\u201d',
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend receipt 00000042' }));
    expect(await screen.findByText('Receipt sent again to sam@example.org.')).toBeInTheDocument();
    const searches = callsTo(calls, `support/players/for-organization/${ORG_ID}`);
    expect(searches.map((call) => call.path)).toHaveLength(1);
  });
});
