import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { BackupStatus } from '@charity/domain/staff/backup-status-api';
import { permissionsOf, type StaffRole } from '@charity/domain/staff/staff-roles';
import { staffPage } from '@/app/lazy-page';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen, settled } from '@/testing/render-screen';

afterEach(() => queryClient.clear());

const late = 'The last backup failed at 2026-11-26T03:00:00.000Z: pg_dump: connection refused';

/** A console screen as the router builds it (staffPage), for a signed-in staff member. */
async function openConsoleAs(role: StaffRole, status: BackupStatus) {
  const calls = stubFetch(
    on('GET', `/api/staff/membership/for-organization/${ORG_ID}`, () =>
      json({ Role: role, Permissions: permissionsOf(role) }),
    ),
    on('GET', `/api/staff/backup-status/for-organization/${ORG_ID}`, () => json(status)),
  );
  const { Component } = await staffPage(
    async () => ({ GamesScreen: () => <h1>Games</h1> }),
    'GamesScreen',
  )();
  signInAs(true);
  await renderScreen(<Component />, paths.admin.games);
  await screen.findByRole('heading', { name: 'Games' });
  return calls;
}

const failed: BackupStatus = {
  LastBackupAt: '2026-11-25T03:00:00.000Z',
  LastFailure: { At: '2026-11-26T03:00:00.000Z', Error: 'pg_dump: connection refused' },
  Warnings: [late],
};

describe('backup warning on the console', () => {
  it('shows an owner a failed or late backup above the screen', async () => {
    await openConsoleAs('owner', failed);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Backups need attention');
    expect(alert).toHaveTextContent(late);
  });

  it('says nothing when backups run', async () => {
    const calls = await openConsoleAs('owner', {
      LastBackupAt: '2026-11-26T03:00:00.000Z',
      LastFailure: null,
      Warnings: [],
    });
    await settled();
    expect(callsTo(calls, `staff/backup-status/for-organization/${ORG_ID}`)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not asked for by other roles (the call is the owners’)', async () => {
    const calls = await openConsoleAs('manager', failed);
    await settled();
    expect(callsTo(calls, `staff/membership/for-organization/${ORG_ID}`)).toHaveLength(1);
    expect(callsTo(calls, `staff/backup-status/for-organization/${ORG_ID}`)).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
