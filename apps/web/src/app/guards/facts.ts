import type { CurrentStatus } from '@charity/domain/api/game-instance';
import type { Player } from '@charity/domain/api/player';
import type { SubjectClaim } from '@charity/domain/claims';
import { charityPledgeOptionsQueryOptions } from '@/api/charity-options';
import { currentStatusQueryOptions } from '@/api/current-status';
import { playerQueryOptions } from '@/api/player';
import { playerNumbersQueryOptions } from '@/api/player-numbers';
import { ticketLimitQueryOptions } from '@/api/ticket-limit';
import { getSubject } from '@/lib/auth/session';
import { loadConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

/** The data guards decide on, read through the same caches the screens use. */
export async function organizationId(): Promise<string> {
  return (await loadConfig()).Organization.OrganizationId;
}

export async function currentStatus(): Promise<CurrentStatus> {
  return queryClient.fetchQuery(currentStatusQueryOptions(await organizationId()));
}

export async function signedInSubject(): Promise<SubjectClaim> {
  const subject = await getSubject();
  if (!subject) throw new Error('A signed-in subject is required here');
  return subject;
}

export async function player(subject: SubjectClaim): Promise<Player> {
  return queryClient.ensureQueryData(playerQueryOptions(subject.playerId, await organizationId()));
}

export async function charityPledgeOptionIds(): Promise<string[]> {
  const options = await queryClient.ensureQueryData(
    charityPledgeOptionsQueryOptions(await organizationId()),
  );
  return options.map((option) => option.Id);
}

export async function hasNumbersForCurrentGame(
  subject: SubjectClaim,
  status: CurrentStatus,
): Promise<boolean> {
  const gameId = status.GameId ?? status.CurrentGameInstance?.GameId;
  const { PlayerNumbers } = await queryClient.fetchQuery(
    playerNumbersQueryOptions(subject.playerId, await organizationId()),
  );
  return PlayerNumbers.some((number) => number.GameId === gameId);
}

export async function ticketLimitReached(status: CurrentStatus): Promise<boolean> {
  const instance = status.CurrentGameInstance;
  if (!instance) return false;
  return (await queryClient.fetchQuery(ticketLimitQueryOptions(instance.Id))).LimitReached;
}
