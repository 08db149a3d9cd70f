import type { GameInstance } from '@charity/domain/api/game-instance';
import type { CurrentGameInstanceRow } from './game-instance.repository';
export declare function toGameInstance(row: CurrentGameInstanceRow): GameInstance;
