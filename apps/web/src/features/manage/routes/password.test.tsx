import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { ManagePasswordPage } from './password';

afterEach(() => queryClient.clear());

function serve(status = 200, code = '', message = '') {
  return stubFetch(
    on('PUT', '/api/player/update/password', () =>
      status === 200
        ? json({ PasswordChanged: true })
        : json(
            { Status: status, Code: code, Message: message, Method: 'PUT', RequestUrl: '' },
            status,
          ),
    ),
  );
}

async function fill(current: string, next: string, confirm = next) {
  signInAs();
  await renderScreen(<ManagePasswordPage />, paths.game.manage.password);
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
}

describe('manage: password', () => {
  it('checks length and confirmation before sending', async () => {
    const calls = serve();
    await fill('old secret', 'short', 'other');
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(callsTo(calls, 'player/update/password')).toHaveLength(0);
  });

  it('sends PlayerId, CurrentPassword and NewPassword, then confirms', async () => {
    const calls = serve();
    await fill('old secret', 'a brand new passphrase');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed');
    expect(callsTo(calls, 'player/update/password')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      CurrentPassword: 'old secret',
      NewPassword: 'a brand new passphrase',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    serve(400, 'WrongCurrentPassword', 'Whatever the server says');
    await fill('wrong one', 'a brand new passphrase');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Your current password is not correct.');
  });

  it('puts a weak new password on its field', async () => {
    serve(400, 'PasswordTooCommon', 'Whatever the server says');
    await fill('old secret', 'passwordpassword');
    expect(
      await screen.findByText(/too common and easy to guess. Choose another/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keys on the Code, not on the message', async () => {
    serve(400, 'BadRequest', 'The current password is incorrect.');
    await fill('wrong one', 'a brand new passphrase');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Your current password is not correct.')).not.toBeInTheDocument();
  });
});
