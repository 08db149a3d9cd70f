const invalid = (message: string) => ({ kind: 'invalid' as const, message });

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
}): { kind: 'invalid' | 'limit'; message: string } | null {
  const { quantity, requested, held, maxPerPlayer, rangeMax } = input;
  if (!Number.isInteger(quantity) || quantity < 1) return invalid('Ask for at least one number.');
  if (new Set(requested).size !== requested.length) return invalid('A number is asked for twice.');
  if (requested.length > quantity)
    return invalid('More specific numbers than the quantity asked for.');
  if (requested.some((n) => !Number.isInteger(n) || n < 1 || n > rangeMax)) {
    return invalid(`Numbers go from 1 to ${rangeMax}.`);
  }
  if (held + quantity > maxPerPlayer) {
    const left = Math.max(0, maxPerPlayer - held);
    return {
      kind: 'limit',
      message: `A player may hold at most ${maxPerPlayer} numbers; you can get ${left} more.`,
    };
  }
  return null;
}
