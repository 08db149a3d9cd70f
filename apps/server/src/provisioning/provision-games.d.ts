import type { ProvisioningContext } from './provisioning-context';
import type { GameSpec } from './provisioning-schema';
/** Games and their instances; answers the id of the current game (the one marked current, or the only one). */
export declare function provisionGames(
  context: ProvisioningContext,
  organizationId: string,
  games: GameSpec[],
): Promise<string | null>;
