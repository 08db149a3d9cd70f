/** Why a number request is refused; the server words it in the reader's language. */
export type NumberRequestProblem =
  | { kind: 'invalid'; why: 'none' | 'twice' | 'moreSpecific' }
  | { kind: 'invalid'; why: 'range'; rangeMax: number }
  | { kind: 'limit'; why: 'limit'; maxPerPlayer: number; left: number };

/** The English of a refused number request. */
export function numberRequestWords(problem: NumberRequestProblem): string {
  switch (problem.why) {
    case 'none':
      return 'Ask for at least one number.';
    case 'twice':
      return 'A number is asked for twice.';
    case 'moreSpecific':
      return 'More specific numbers than the quantity asked for.';
    case 'range':
      return `Numbers go from 1 to ${problem.rangeMax}.`;
    case 'limit':
      return `A player may hold at most ${problem.maxPerPlayer} numbers; you can get ${problem.left} more.`;
  }
}

const invalid = (why: 'none' | 'twice' | 'moreSpecific') => ({ kind: 'invalid' as const, why });

/**
 * Assign and purchase ask for a quantity and optional specific numbers: the specific ones count
 * towards the quantity and the rest are drawn at random.
 */
export function checkNumberRequest(input: {
  quantity: number;
  requested: readonly number[];
  held: number;
  maxPerPlayer: number;
  rangeMax: number;
}): NumberRequestProblem | null {
  const { quantity, requested, held, maxPerPlayer, rangeMax } = input;
  if (!Number.isInteger(quantity) || quantity < 1) return invalid('none');
  if (new Set(requested).size !== requested.length) return invalid('twice');
  if (requested.length > quantity) return invalid('moreSpecific');
  if (requested.some((n) => !Number.isInteger(n) || n < 1 || n > rangeMax)) {
    return { kind: 'invalid', why: 'range', rangeMax };
  }
  if (held + quantity > maxPerPlayer) {
    return { kind: 'limit', why: 'limit', maxPerPlayer, left: Math.max(0, maxPerPlayer - held) };
  }
  return null;
}
