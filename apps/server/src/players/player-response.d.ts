import type { Player } from '@charity/domain/api/player';
import type { PlayerView } from './player.repository';
/**
 * Terms count as agreed only for the latest version, so publishing new terms sends every
 * player back to the terms step; a pledge to a charity no longer active counts as none.
 */
export declare function toPlayer(row: PlayerView): Player;
