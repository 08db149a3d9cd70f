import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import type * as Session from '@/lib/auth/session';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { AdminStaffPage } from './staff';
import { StaffInvitationPage } from './staff-invitation';

const auth = vi.hoisted(() => ({
  login: vi.fn(async (_options?: unknown) => undefined),
  logout: vi.fn(async (_options?: unknown) => 'done' as const),
}));
vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof Session>()),
  login: auth.login,
  logout: auth.logout,
}));

afterEach(async () => {
  queryClient.clear();
  vi.clearAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

const longEmail = 'admin@goldrush.example';
const team = {
  Members: [
    { AccountId: 'a1', Email: longEmail, FirstName: 'Ada', LastName: 'Owner', Role: 'owner' },
    {
      AccountId: 'a2',
      Email: 'omar@goldrush.example',
      FirstName: 'Omar',
      LastName: 'K',
      Role: 'manager',
    },
  ],
  Invitations: [],
};

function serveTeam(
  invite: () => Response = () => json({ Id: 'i1', ExpiresAt: '2026-12-01' }, 201),
) {
  return stubFetch(
    membershipAs('owner'),
    on('GET', `/api/staff/for-organization/${ORG_ID}`, () => json(team)),
    on('POST', '/api/staff/invite', invite),
    on('POST', '/api/staff/role', () => json({ Role: 'auditor' })),
  );
}

const refusal = (path: string, message: string) =>
  json(
    {
      Status: 400,
      Code: 'BadRequest',
      Message: 'The request is not valid.',
      Method: 'POST',
      RequestUrl: '/api/staff/invite',
      Errors: [{ Path: path, Message: message }],
    },
    400,
  );

describe('staff page (issue 27)', { timeout: 20_000 }, () => {
  it('says an over-long address on the field, in words, without sending it', async () => {
    const calls = serveTeam();
    signInAs(true);
    await renderScreen(<AdminStaffPage />, '/admin/staff');
    const form = await screen.findByRole('form', { name: 'Invite someone' }, { timeout: 10_000 });
    const field = within(form).getByLabelText(/^E-mail/);
    await userEvent.click(field);
    await userEvent.paste(`${'a'.repeat(250)}@example.org`);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(form).findByText(/at most 254 characters/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request is not valid.')).toBeNull();
    expect(callsTo(calls, 'staff/invite')).toHaveLength(0);
  });

  it('says the server’s refusal of the address on the field, in French', async () => {
    await i18n.changeLanguage('fr');
    serveTeam(() => refusal('body.Email', 'must be an e-mail address'));
    signInAs(true);
    await renderScreen(<AdminStaffPage />, '/admin/staff');
    const form = await screen.findByRole(
      'form',
      { name: 'Inviter quelqu’un' },
      { timeout: 10_000 },
    );
    await userEvent.type(within(form).getByLabelText(/^Courriel/), 'a@b.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await within(form).findByText(/Entrez une adresse courriel/)).toBeInTheDocument();
    expect(screen.queryByText('La demande n’est pas valide.')).toBeNull();
  });

  it('names the new role in lower case inside the French sentence', async () => {
    await i18n.changeLanguage('fr');
    serveTeam();
    signInAs(true);
    await renderScreen(<AdminStaffPage />, '/admin/staff');
    const select = await screen.findByLabelText('Rôle : Omar K', {}, { timeout: 10_000 });
    await userEvent.selectOptions(select, 'auditor');
    const row = select.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Changer le rôle' }));
    expect(await screen.findByText('Omar K est maintenant vérificateur.')).toBeInTheDocument();
  });

  it('sends one request for a double click, says it is done, and why the last owner has no controls', async () => {
    const invitation = {
      Id: 'c645761d-0000-4000-8000-000000000001',
      Email: 'nadia@goldrush.example',
      Role: 'manager',
      InvitedAt: '2026-11-28T12:00:00Z',
      ExpiresAt: '2026-12-05T12:00:00Z',
      InvitedBy: 'Ada Owner',
    };
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', `/api/staff/for-organization/${ORG_ID}`, () =>
        json({ ...team, Invitations: [invitation] }),
      ),
      on('POST', '/api/staff/invitation/revoke', () => json({ Done: true })),
      on('POST', '/api/staff/role', () => json({ Role: 'auditor' })),
    );
    signInAs(true);
    await renderScreen(<AdminStaffPage />, '/admin/staff');
    const withdraw = await screen.findByRole('button', { name: /^Withdraw/ }, { timeout: 10_000 });
    fireEvent.click(withdraw);
    fireEvent.click(withdraw);
    expect(
      await screen.findByText('The invitation to nadia@goldrush.example was withdrawn.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'staff/invitation/revoke')).toHaveLength(1);

    const select = screen.getByLabelText('Role of Omar K');
    await userEvent.selectOptions(select, 'auditor');
    const row = select.closest('tr') as HTMLElement;
    const change = within(row).getByRole('button', { name: 'Change role' });
    fireEvent.click(change);
    fireEvent.click(change);
    expect(await screen.findByText('Omar K is now an auditor.')).toBeInTheDocument();
    expect(callsTo(calls, 'staff/role')).toHaveLength(1);

    const own = screen.getByText('Ada Owner', { exact: false }).closest('tr') as HTMLElement;
    expect(within(own).getByText(/^The last owner: cannot be removed/)).toBeInTheDocument();
  });

  it('breaks an address before the @ and after a dot only', async () => {
    serveTeam();
    signInAs(true);
    await renderScreen(<AdminStaffPage />, '/admin/staff');
    const email = await screen.findByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === longEmail,
      {},
      { timeout: 10_000 },
    );
    expect(email.innerHTML).toBe('admin<wbr>@goldrush.<wbr>example');
    expect(email.style.overflowWrap).toBe('break-word');
  });
});

const invitationDetails = {
  Organization: 'GoldRush Halifax',
  Role: 'manager',
  Email: 'nadia@goldrush.example',
  ExpiresAt: '2026-12-06T18:46:00.000Z',
  TimeZone: 'America/Halifax',
};
const details = (answer = () => json(invitationDetails)) =>
  on('POST', '/api/staff/invitation/details', answer);

describe('staff invitation page (issue 27)', { timeout: 20_000 }, () => {
  it('names the organization, the role, the address and the end on its clock (EN)', async () => {
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-5`);
    const calls = stubFetch(details());
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    expect(
      await screen.findByText('GoldRush Halifax invites you to join its staff as a manager.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The invitation is valid until Dec 6, 2026, 2:46 PM AST.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The invitation was sent to:')).toBeInTheDocument();
    expect(screen.getByText('nadia@goldrush.example')).toBeInTheDocument();
    expect(
      screen.getByText('Sign in with this address, or create an account with it, then accept.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'staff/invitation/details')[0]?.body).toEqual({ Token: 'tok-5' });
  });

  it('says the same in French', async () => {
    await i18n.changeLanguage('fr');
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-6`);
    stubFetch(details());
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    expect(
      await screen.findByText(
        'GoldRush Halifax vous invite à rejoindre son équipe comme gestionnaire.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^L’invitation est valable jusqu’au 6 déc\. 2026, 14 h 46 HNA\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('L’invitation a été envoyée à :')).toBeInTheDocument();
    expect(screen.getByText('nadia@goldrush.example')).toBeInTheDocument();
  });

  it('shows the refusal of a link no longer good, and nothing to click', async () => {
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-7`);
    const message = 'This invitation was withdrawn.';
    stubFetch(
      details(() =>
        json(
          {
            Status: 409,
            Code: 'Conflict',
            Message: message,
            Method: 'POST',
            RequestUrl: '/api/staff/invitation/details',
          },
          409,
        ),
      ),
    );
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/invites you/)).toBeNull();
  });

  it('carries the token through the sign-up, so any tab comes back to the invitation', async () => {
    // The page reads the token from the address bar (after `#`).
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-1`);
    stubFetch(details());
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    // The invited address is filled in on the registration page (login_hint).
    expect(auth.login).toHaveBeenCalledWith({
      returnTo: `${staffPaths.invitation}#token=tok-1`,
      signUp: true,
      loginHint: 'nadia@goldrush.example',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.login).toHaveBeenLastCalledWith({
      returnTo: `${staffPaths.invitation}#token=tok-1`,
      loginHint: 'nadia@goldrush.example',
    });
  });

  it('without the token, says the e-mail is verified and what to do, not an error', async () => {
    window.history.replaceState(null, '', staffPaths.invitation);
    stubFetch();
    signInAs(false);
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      /your account is ready: open the invitation link from the e-mail again/,
    );
  });

  it('after accepting, keeps the token nowhere: not in the tab, not in a saved sign-in (R6)', async () => {
    // The sign-up this browser started saved its state (oidc-client-ts: localStorage) with the
    // token in the address it returns to; another sign-in returns elsewhere.
    const saved = (id: string, returnTo: string) =>
      window.localStorage.setItem(
        `oidc.${id}`,
        JSON.stringify({ id, data: { returnTo }, created: 1, request_type: 'si:r' }),
      );
    saved('s1', `${staffPaths.invitation}#token=tok-3`);
    saved('s2', paths.game.history);
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-3`);
    const calls = stubFetch(
      details(),
      on('POST', '/api/staff/invitation/accept', () => json({ Role: 'support' })),
    );
    signInAs(false);
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    expect(window.location.hash).toBe('');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('You joined the staff as support staff.')).toBeInTheDocument();
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) =>
        storage.getItem(storage.key(index) ?? ''),
      );
    expect(
      [...stored(window.localStorage), ...stored(window.sessionStorage)].join(' '),
    ).not.toMatch(/tok-3/);
    expect(window.localStorage.getItem('oidc.s2')).toContain(paths.game.history);
    // Sign in again carries no token; the page, opened again, has none to send.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(JSON.stringify(auth.login.mock.calls)).not.toMatch(/tok-3/);
    expect(callsTo(calls, 'staff/invitation/accept')).toHaveLength(1);
  });

  it('after accepting, goes straight to the provider’s sign-in, then the console', async () => {
    window.history.replaceState(null, '', `${staffPaths.invitation}#token=tok-2`);
    stubFetch(
      details(),
      on('POST', '/api/staff/invitation/accept', () => json({ Role: 'manager' })),
    );
    signInAs(false);
    await renderScreen(<StaffInvitationPage />, staffPaths.invitation);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('You joined the staff as a manager.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.logout).toHaveBeenCalledWith({ silent: true });
    expect(auth.login).toHaveBeenCalledWith({ returnTo: paths.game.dashboard, prompt: 'login' });
  });
});
