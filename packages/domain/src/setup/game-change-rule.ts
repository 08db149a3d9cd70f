/**
 * What may change in a game while it sells (issue 27; docs/staff.md "Adding or editing a
 * game"). A player paid for an instance at its price, under its winner share and number
 * range: those are fixed while an instance has sold numbers and is not yet drawn (Open or
 * SalesClosed). Change them after its draw (or its cancellation): they apply to the next
 * instance. The type is fixed once the game has an instance. Everything else (texts, draw
 * mode, prepaid draws, region, numbers per player, schedule) applies at once; the schedule
 * places the instances scheduled from then on (an open one keeps its times: extend its sales).
 */
export const FIXED_UNDER_SALES = [
  'ticketPriceCents',
  'winnerSharePercent',
  'numberRangeMax',
] as const;
export type FixedUnderSales = (typeof FIXED_UNDER_SALES)[number];

const FIELD_WORDS: Record<FixedUnderSales | 'type', string> = {
  type: 'game type',
  ticketPriceCents: 'ticket price',
  winnerSharePercent: 'winner share',
  numberRangeMax: 'number range',
};

export interface GameFacts {
  type: string;
  ticketPriceCents: number;
  winnerSharePercent: number;
  numberRangeMax: number;
}

/** What the game has now, as far as the rule needs it. */
export interface GameState {
  /** Instances the game ever had (any status). */
  instanceCount: number;
  /** The undrawn instance with sold numbers, if any. */
  selling: { name: string; soldNumbers: number } | null;
  /** The highest number a player holds in the game (0: none). */
  highestHeldNumber: number;
}

export interface GameChangeRefusal {
  field: FixedUnderSales | 'type';
  message: string;
}

const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Each field the change may not touch now, with why; empty: the change may be saved. */
export function refusedGameChanges(
  before: GameFacts,
  after: GameFacts,
  state: GameState,
): GameChangeRefusal[] {
  const refusals: GameChangeRefusal[] = [];
  if (before.type !== after.type && state.instanceCount > 0) {
    refusals.push({
      field: 'type',
      message: 'the game type cannot change once the game has had an instance',
    });
  }
  const { selling } = state;
  const fixed = FIXED_UNDER_SALES.filter((field) => before[field] !== after[field]);
  if (selling) {
    for (const field of fixed) {
      refusals.push({
        field,
        message:
          `${selling.name} has ${selling.soldNumbers} sold ${selling.soldNumbers === 1 ? 'number' : 'numbers'}: ` +
          `the ${FIELD_WORDS[field]} cannot change until it is drawn or cancelled`,
      });
    }
  }
  if (
    !refusals.some((refusal) => refusal.field === 'numberRangeMax') &&
    after.numberRangeMax < state.highestHeldNumber
  ) {
    refusals.push({
      field: 'numberRangeMax',
      message: `players hold numbers up to ${state.highestHeldNumber}: the range cannot end below it`,
    });
  }
  return refusals;
}

/** One sentence for the refusal's Message (409). */
export function gameChangeRefusalMessage(refusals: GameChangeRefusal[]): string {
  const words = refusals.map((refusal) => FIELD_WORDS[refusal.field]);
  const reasons = refusals.map((refusal) => refusal.message);
  return `The ${list([...new Set(words)])} cannot change now: ${[...new Set(reasons)].join('; ')}.`;
}

/**
 * Lowering numbers per player below what some players hold is allowed (they keep their
 * numbers, but cannot get more): the console says so.
 */
export function numbersPerPlayerWarning(
  maxNumbersPerPlayer: number,
  playersAbove: number,
): string | null {
  if (playersAbove === 0) return null;
  const who = playersAbove === 1 ? '1 player holds' : `${playersAbove} players hold`;
  return `${who} more than ${maxNumbersPerPlayer} numbers: they keep them, but cannot get more.`;
}
