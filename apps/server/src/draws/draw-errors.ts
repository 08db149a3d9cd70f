import { DrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import { HttpError } from '../errors/http-errors';

/** The answer every request after the first gets, whoever ran the draw. */
export const ALREADY_DRAWN_MESSAGE = 'This draw has already been run';

const refusal = (code: DrawRefusalCode, message: string) => new HttpError(409, code, message);

export const alreadyDrawn = () => refusal(DrawRefusalCode.AlreadyDrawn, ALREADY_DRAWN_MESSAGE);

export const notDrawable = (status: string) =>
  refusal(
    status === 'not due yet' ? DrawRefusalCode.SalesStillOpen : DrawRefusalCode.NotDrawable,
    `This game instance is ${status}: it cannot be drawn.`,
  );

export const salesStillOpen = () =>
  refusal(
    DrawRefusalCode.SalesStillOpen,
    'Sales are still open for this draw: it can be drawn once they close.',
  );

export const paymentsPending = (count: number) =>
  refusal(
    DrawRefusalCode.PaymentsPending,
    `${count} ticket(s) of this draw are still being paid for; try again in a moment ` +
      'so that every paid entry is in the draw.',
  );
