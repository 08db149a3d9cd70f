/**
 * A prize claim's life cycle (issue 27): every prize a winner holds (main draw, extra draw, a
 * redraw's winner) goes Open → Contacted → IdentityChecked → Paid, or, once the claim period
 * is over and before it is paid, Unclaimed with what happens to the money. One step at a time,
 * in this order; the server owns the state, this file only says which step may follow which.
 */
export const CLAIM_STATES = ['Open', 'Contacted', 'IdentityChecked', 'Paid', 'Unclaimed'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_STEPS = ['contact', 'identity', 'pay', 'unclaimed'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export const PAYMENT_METHODS = ['Cheque', 'Transfer', 'Cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What happens to an unclaimed prize: into the next pot, drawn again, or as the rules say. */
export const UNCLAIMED_OUTCOMES = ['AddedToNextPot', 'Redrawn', 'PerRules'] as const;
export type UnclaimedOutcome = (typeof UNCLAIMED_OUTCOMES)[number];

/** The claim period when the organization's rules give none (organizations.prize_claim_days). */
export const DEFAULT_CLAIM_DAYS = 30;

const DAY_MS = 86_400_000;

/** The last moment a winner may claim: the day the winner was drawn plus the claim period. */
export function claimDeadline(drawnAt: Date, claimDays: number): Date {
  return new Date(drawnAt.getTime() + claimDays * DAY_MS);
}

/** The state each step leads to, and the state it must start from. */
const STEP_FROM: Record<Exclude<ClaimStep, 'unclaimed'>, ClaimState> = {
  contact: 'Open',
  identity: 'Contacted',
  pay: 'IdentityChecked',
};
export const STEP_TO: Record<ClaimStep, ClaimState> = {
  contact: 'Contacted',
  identity: 'IdentityChecked',
  pay: 'Paid',
  unclaimed: 'Unclaimed',
};

/** The one step that may come next, or null when the claim is over (paid or unclaimed). */
export function nextClaimStep(state: ClaimState): Exclude<ClaimStep, 'unclaimed'> | null {
  if (state === 'Open') return 'contact';
  if (state === 'Contacted') return 'identity';
  if (state === 'IdentityChecked') return 'pay';
  return null;
}

/** Whether the claim period is over, so the prize may be declared unclaimed. */
export function mayDeclareUnclaimed(state: ClaimState, deadline: Date, now: Date): boolean {
  return state !== 'Paid' && state !== 'Unclaimed' && now.getTime() > deadline.getTime();
}

/**
 * Why a step may not be taken now (a sentence for the 409), or null when it may. The same
 * request twice finds the claim already past the step: refused, so a double click has one effect.
 */
export function claimStepRefusal(
  state: ClaimState,
  step: ClaimStep,
  deadline: Date,
  now: Date,
): string | null {
  if (state === 'Paid') return 'This prize is already recorded as paid.';
  if (state === 'Unclaimed') return 'This prize was declared unclaimed: its claim is closed.';
  if (step === 'unclaimed') {
    return now.getTime() > deadline.getTime()
      ? null
      : `The winner has until ${deadline.toISOString()} to claim the prize: it is not unclaimed yet.`;
  }
  const from = STEP_FROM[step];
  if (state === from) return null;
  if (state === STEP_TO[step]) return `This step is already recorded (${STEP_TO[step]}).`;
  return `This step needs the claim to be ${from}; it is ${state}.`;
}
