import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { listNumbers } from './ticket-numbers';

export const groupNumbers = (group: PlayerNumberGroup) =>
  group.PlayerNumbers.map((n) => n.TicketNumber);

export const groupLabel = (group: PlayerNumberGroup, language: string) =>
  listNumbers(groupNumbers(group), language);

export const countNumbers = (groups: readonly PlayerNumberGroup[]) =>
  groups.reduce((sum, group) => sum + group.PlayerNumbers.length, 0);
