import {
  assignNumbersStepGuard,
  charityPledgeStepGuard,
  playerRequirements,
  termsStepGuard,
  type PlayerRequirementsDecision,
} from '@charity/domain/guards/player-requirements';
import { redirect, type GuardDecision } from '@charity/domain/guards/decision';
import { paths } from '@charity/domain/paths';
import type { SubjectClaim } from '@charity/domain/claims';
import { pledgeSupport } from '@/api/pledge-support';
import {
  charityPledgeOptionIds,
  currentStatus,
  hasNumbersForCurrentGame,
  organizationId,
  player,
  signedInSubject,
  ticketLimitReached,
} from './facts';
import type { GuardStep } from './guard-loader';

async function decide(subject: SubjectClaim): Promise<PlayerRequirementsDecision> {
  if (subject.isAdmin) return playerRequirements({ ...noFacts, isAdmin: true });
  const status = await currentStatus();
  const [record, optionIds, hasNumbers, limitReached] = await Promise.all([
    player(subject),
    charityPledgeOptionIds(),
    hasNumbersForCurrentGame(subject, status),
    ticketLimitReached(status),
  ]);
  return playerRequirements({
    isAdmin: false,
    agreedToTermsOfService: record.AgreedToTermsOfService,
    hasCharityPledge: record.CharityPledge !== null,
    charityPledgeOptionIds: optionIds,
    hasNumbersForCurrentGame: hasNumbers,
    ticketLimitReached: limitReached,
  });
}

const noFacts = {
  agreedToTermsOfService: false,
  hasCharityPledge: false,
  charityPledgeOptionIds: [],
  hasNumbersForCurrentGame: false,
  ticketLimitReached: false,
};

/**
 * Spec §4: the player requirements over real data; when exactly one charity exists it is
 * pledged for the player (pledge-support, then the player is refetched) and checked again.
 */
export const playerRequirementsStep: GuardStep = async (): Promise<GuardDecision> => {
  const subject = await signedInSubject();
  const decision = await decide(subject);
  if (decision.kind !== 'auto-pledge') return decision;
  await pledgeSupport({
    CharityId: decision.charityId,
    OrganizationId: await organizationId(),
    PlayerId: subject.playerId,
  });
  const again = await decide(subject);
  return again.kind === 'auto-pledge' ? redirect(paths.register.charityPledge) : again;
};

/** Spec §2: charity pledges are loaded before entering the game group. */
export const charityPledgesLoaded: GuardStep = async () => {
  await charityPledgeOptionIds();
  return { kind: 'allow' };
};

export const termsStep: GuardStep = async () =>
  termsStepGuard((await player(await signedInSubject())).AgreedToTermsOfService);

export const charityPledgeStep: GuardStep = async () => {
  const [record, optionIds] = await Promise.all([
    player(await signedInSubject()),
    charityPledgeOptionIds(),
  ]);
  const pledged = record.CharityPledge?.CharityId;
  return charityPledgeStepGuard(pledged !== undefined && optionIds.includes(pledged));
};

export const assignNumbersStep: GuardStep = async () => {
  const subject = await signedInSubject();
  const status = await currentStatus();
  const [hasNumbers, limitReached] = await Promise.all([
    hasNumbersForCurrentGame(subject, status),
    ticketLimitReached(status),
  ]);
  return assignNumbersStepGuard({
    hasNumbersForCurrentGame: hasNumbers,
    ticketLimitReached: limitReached,
  });
};
