import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/i18n';
import { dialogs } from '@/lib/dialog-service';
import { DialogHost } from './dialog-host';

/** The host loads the modal's code with its first dialog: that may take a moment. */
const loading = { timeout: 10_000 };

function renderHost() {
  render(
    <MantineProvider env="test">
      <DialogHost />
    </MantineProvider>,
  );
}

describe('dialogs', { timeout: 20_000 }, () => {
  it('a confirmation survives backdrop clicks and Escape, and answers Confirm', async () => {
    renderHost();
    let answer: boolean | undefined;
    act(() => {
      void dialogs
        .confirm({ title: 'Play now?', message: 'Pay $5.00' })
        .then((value) => (answer = value));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Play now?' }, loading);
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answer).toBe(true));
  });

  it('a confirmation answers false on Cancel', async () => {
    renderHost();
    let answer: boolean | undefined;
    act(() => {
      void dialogs.confirm({ title: 'Leave?', message: 'Sure?' }).then((value) => (answer = value));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, loading));
    await waitFor(() => expect(answer).toBe(false));
  });

  it('the event dialog offers Okay and the generic dialog OK, one after the other', async () => {
    renderHost();
    let done = 0;
    act(() => {
      void dialogs.event({ title: 'Drawn', message: 'The draw is done' }).then(() => done++);
      void dialogs
        .alert({ title: 'Warning', message: 'You must allow location services to play.' })
        .then(() => done++);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Okay' }, loading));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toBe(2));
  });

  it('a dialog adds no second banner landmark to the page: its title is no page header', async () => {
    renderHost();
    act(() => {
      void dialogs.confirm({ title: 'Exclude yourself?', message: 'Sure?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' }, loading);
    expect(within(dialog).queryAllByRole('banner')).toEqual([]);
  });
});
