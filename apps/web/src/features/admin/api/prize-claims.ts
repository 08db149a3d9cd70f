import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  claimPeriodSchema,
  prizeClaimListSchema,
  prizeClaimSchema,
  type ClaimPayRequest,
  type ClaimStepRequest,
  type ClaimUnclaimedRequest,
} from '@charity/domain/prizes/claim-api';
import type { ClaimStep } from '@charity/domain/prizes/claim';
import { apiClient } from '@/lib/api-client';

/** `GET draw/prize-claim/for-organization/{id}`: every prize won, with its claim. */
export const prizeClaimsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'prize-claims'],
    queryFn: () =>
      apiClient.get(`draw/prize-claim/for-organization/${organizationId}`, prizeClaimListSchema),
  });

export type ClaimStepBody =
  | { step: 'contact' | 'identity'; body: ClaimStepRequest }
  | { step: 'pay'; body: ClaimPayRequest }
  | { step: 'unclaimed'; body: ClaimUnclaimedRequest };

/** `POST draw/prize-claim/{step}`: one step of a claim (409 out of order or already taken). */
export function postClaimStep({ step, body }: ClaimStepBody) {
  return apiClient.post(`draw/prize-claim/${step satisfies ClaimStep}`, body, prizeClaimSchema);
}

/** Takes a step, then refetches the claims and the reports that show what is unclaimed. */
export function useClaimStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postClaimStep,
    onSettled: (_result, _error, { body }) =>
      client.invalidateQueries({ queryKey: ['organization', body.OrganizationId] }),
  });
}

/** `PUT draw/prize-claim/period/for-organization/{id}`: the rules' claim period, in days. */
export function useClaimPeriod(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ClaimDays: number) =>
      apiClient.put(
        `draw/prize-claim/period/for-organization/${organizationId}`,
        { ClaimDays },
        claimPeriodSchema,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['organization', organizationId] }),
  });
}
