import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { charitySetupList } from '@/testing/staff-setup';
import { AdminCharitiesPage } from './charities';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const list = charitySetupList;

async function openCharities() {
  const calls = stubFetch(
    membershipAs('manager'),
    on('GET', `/api/setup/charities/for-organization/${ORG_ID}`, () => json(list)),
    on('DELETE', `/api/setup/charity/h1/for-organization/${ORG_ID}`, noContent),
    on('DELETE', `/api/setup/charity-category/c2/for-organization/${ORG_ID}`, noContent),
  );
  signInAs(true);
  await renderScreen(
    <>
      <AdminCharitiesPage />
      <DialogHost />
    </>,
    paths.admin.charities,
  );
  return calls;
}

const noContent = () => new Response(null, { status: 204 });

const deletes = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.method === 'DELETE');

describe('deleting a charity or a category asks first (issue 27)', () => {
  it('deletes a charity only after Confirm; Cancel sends nothing', async () => {
    const calls = await openCharities();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hospital' }));
    const remove = await screen.findByRole('button', { name: 'Delete (nobody pledged to it)' });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Hospital?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes(calls)).toEqual([]);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete Hospital?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Hospital was deleted.')).toBeInTheDocument();
    expect(deletes(calls).map((call) => call.path)).toEqual([
      `/api/setup/charity/h1/for-organization/${ORG_ID}`,
    ]);
  });

  it('deletes an empty category only after Confirm', async () => {
    const calls = await openCharities();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Empty (it lists no charity)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Empty?' });
    expect(deletes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Empty was deleted.')).toBeInTheDocument();
    expect(deletes(calls).map((call) => call.path)).toEqual([
      `/api/setup/charity-category/c2/for-organization/${ORG_ID}`,
    ]);
  });
});
