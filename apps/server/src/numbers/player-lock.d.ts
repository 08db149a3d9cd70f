import type { Executor } from '../db/executor';
/**
 * Serialises one player's number and payment work inside the transaction, so that two
 * requests cannot both pass the MaxNumbersPerPlayer check. `no key update` still lets other
 * rows reference the account (foreign keys take `key share`).
 */
export declare function lockPlayer(
  trx: Executor,
  organizationId: string,
  playerId: string,
): Promise<{
  id: string;
  email: string;
  first_name: string;
}>;
