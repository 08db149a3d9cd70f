/**
 * Why the server refuses to run a draw (the Code of its 409 answer): staff see the reason,
 * what they can do, and when it clears, instead of one "already run" for everything.
 */
export const DrawRefusalCode = {
  /** Someone (another administrator, the scheduler) drew it first: the result is published. */
  AlreadyDrawn: 'AlreadyDrawn',
  /** A scheduled draw before its time, or a scheduled game's sales not closed yet. */
  SalesStillOpen: 'SalesStillOpen',
  /** Cancelled or not yet open: this instance cannot be drawn at all. */
  NotDrawable: 'NotDrawable',
  /** Tickets still being paid for (processing, or at the bank's check): wait for them. */
  PaymentsPending: 'PaymentsPending',
} as const;
export type DrawRefusalCode = (typeof DrawRefusalCode)[keyof typeof DrawRefusalCode];

export const isDrawRefusalCode = (code: string): code is DrawRefusalCode =>
  Object.values<string>(DrawRefusalCode).includes(code);
