import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { buildConfig, buildPlayer, ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, playerPath, renderScreen } from '@/testing/render-screen';
import { ManageEmailPage } from './email';

// The real widget solves a proof of work in a Web Worker; a button stands in for it.
vi.mock('@/components/captcha/altcha-captcha', () => ({
  AltchaCaptcha: ({ onChange, error }: { onChange: (payload: string) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve captcha
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

afterEach(() => queryClient.clear());

const CHALLENGE = `${window.location.origin}/api/captcha/challenge`;

function serve(status = 200, code = 'X') {
  return stubFetch(
    on('GET', `/api/${playerPath(ORG_ID)}`, () => json(buildPlayer())),
    on('POST', '/api/player/send-player-email-update-email', () =>
      status === 200
        ? json({ ConfirmationSentTo: 'new@example.org' })
        : json(
            { Status: status, Code: code, Message: 'x', Method: 'POST', RequestUrl: '' },
            status,
          ),
    ),
  );
}

async function open() {
  signInAs();
  await renderScreen(
    <ManageEmailPage />,
    paths.game.manage.email,
    buildConfig({ CaptchaPublicKey: CHALLENGE }),
  );
  return screen.findByRole('textbox', { name: /New email address/ });
}

describe('manage: e-mail address', () => {
  it('validates the address and asks for the captcha', async () => {
    const calls = serve();
    const input = await open();
    expect(screen.getByRole('textbox', { name: 'Current email address' })).toHaveValue(
      'player@example.org',
    );
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm you are not a robot.');
    await userEvent.clear(input);
    await userEvent.type(input, 'PLAYER@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This is already your email address.')).toBeInTheDocument();
    expect(callsTo(calls, 'player/send-player-email-update-email')).toHaveLength(0);
  });

  it('sends Captcha, NewEmail, OldEmail, OrganizationId and the login page as RedirectUrl', async () => {
    const calls = serve();
    await userEvent.type(await open(), ' new@example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Check your new inbox.*sent a confirmation link to new@example.org/,
    );
    expect(callsTo(calls, 'player/send-player-email-update-email')[0]?.body).toEqual({
      Captcha: 'solved-payload',
      NewEmail: 'new@example.org',
      OldEmail: 'player@example.org',
      OrganizationId: ORG_ID,
      RedirectUrl: `${window.location.origin}/login`,
    });
  });

  it('explains an address already in use, and a refused captcha', async () => {
    serve(409);
    const input = await open();
    await userEvent.type(input, 'taken@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText('Another account already uses this email address.'),
    ).toBeInTheDocument();

    serve(400, 'CaptchaRefused');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/verification expired or failed/),
    );
  });
});
