import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { permissionsOf } from '@charity/domain/staff/staff-roles';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { AdminPlayerSupportPage } from './player-support';

afterEach(() => queryClient.clear());

const SEARCH = `support/players/for-organization/${ORG_ID}`;
const refusal = {
  Status: 400,
  Code: 'ValidationFailed',
  Message: 'The request is not valid.',
  Method: 'GET',
  RequestUrl: `/api/${SEARCH}`,
  Errors: [{ Path: 'q', Message: 'must be at most 200 characters' }],
};

function serve(answer: () => Response) {
  return stubFetch(
    on('GET', `/api/${SEARCH}`, answer),
    on('GET', `/api/staff/membership/for-organization/${ORG_ID}`, () =>
      json({ Role: 'support', Permissions: permissionsOf('support') }),
    ),
  );
}

async function field() {
  signInAs(true);
  await renderScreen(<AdminPlayerSupportPage />, paths.admin.support);
  return screen.findByLabelText(/E-mail, name, phone or ticket number/, {}, { timeout: 10_000 });
}

describe('the support search’s edge cases (issue 27)', () => {
  it('says to type at least 2 characters, for an empty or 1-character search', async () => {
    const calls = serve(() => json({ Players: [] }));
    const input = await field();
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    await userEvent.type(input, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Type at least 2 characters.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Type at least 2 characters/);
    expect(callsTo(calls, SEARCH)).toHaveLength(0);
    await userEvent.type(input, 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/No player/)).toBeInTheDocument();
    expect(screen.queryByText('Type at least 2 characters.')).not.toBeInTheDocument();
  });

  it('caps the field, and shows a refused search’s words on it', async () => {
    serve(() => json(refusal, 400));
    const input = await field();
    expect(input).toHaveAttribute('maxLength', '200');
    fireEvent.change(input, { target: { value: 'x'.repeat(300) } });
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(screen.getByText('must be at most 200 characters')).toBeInTheDocument(),
    );
    expect(screen.queryByText('This information could not be loaded.')).not.toBeInTheDocument();
  });
});
