import { conflict } from '../auth/auth-errors';

/** The answer every request after the first gets, whoever ran the draw. */
export const ALREADY_DRAWN_MESSAGE = 'This draw has already been run';

export const alreadyDrawn = () => conflict(ALREADY_DRAWN_MESSAGE);

export const notDrawable = (status: string) =>
  conflict(`This game instance is ${status}: it cannot be drawn.`);

export const salesStillOpen = () =>
  conflict('Sales are still open for this draw: it can be drawn once they close.');

export const paymentsPending = (count: number) =>
  conflict(
    `${count} ticket(s) of this draw are still being paid for; try again in a moment ` +
      'so that every paid entry is in the draw.',
  );
