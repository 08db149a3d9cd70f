import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  playerNumberGroupSchema,
  type playerNumberGroupsSchema,
} from '@charity/domain/api/player-numbers';
import type { SubscribeGroupBody } from '@charity/domain/numbers/number-api';
import { withSubscription } from '@charity/domain/player-number-groups';
import { apiClient } from '@/lib/api-client';

type Groups = z.infer<typeof playerNumberGroupsSchema>;

/** `PUT player-number-group/subscription`: auto-play a group every draw, or stop. */
export function subscribeGroup(body: SubscribeGroupBody) {
  return apiClient.put('player-number-group/subscription', body, playerNumberGroupSchema);
}

/**
 * Spec §4: once the server agrees, the group is switched locally to Subscribed or
 * Unsubscribed (every number), keeping its Paid flag for the current draw.
 */
export function useSubscribeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeGroup,
    onSuccess: (answer, body) => {
      queryClient.setQueriesData<Groups>({ queryKey: ['player-number-groups'] }, (groups) =>
        groups
          ? {
              PlayerNumberGroups: groups.PlayerNumberGroups.map((group) =>
                group.Id === body.GroupId
                  ? {
                      ...withSubscription(group, body.Subscribed),
                      // The card the server chose: without it the dashboard took the new
                      // subscription for one whose card was removed (issue 28).
                      SubscriptionPaymentMethodId: answer.SubscriptionPaymentMethodId ?? null,
                    }
                  : group,
              ),
            }
          : groups,
      );
      return queryClient.invalidateQueries({ queryKey: ['player-numbers'] });
    },
  });
}
