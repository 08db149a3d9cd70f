import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { POT_EVENT, potUpdateSchema, type PotUpdate } from '@charity/domain/api/live-pot';
import type { CurrentStatus } from '@charity/domain/api/game-instance';
import { useConfig } from '@/lib/config';
import { currentStatusQueryOptions } from './current-status';

/** `GET game-instance/{id}/pot/stream`: public server-sent events, relative to CommonUrl. */
export function potStreamUrl(commonUrl: string, gameInstanceId: string): string {
  const base = commonUrl.endsWith('/') ? commonUrl : `${commonUrl}/`;
  return new URL(`game-instance/${gameInstanceId}/pot/stream`, base).toString();
}

/** The current status with the pushed PotTotal, when the update is for its instance. */
export function withPotUpdate(
  status: CurrentStatus | undefined,
  update: PotUpdate,
): CurrentStatus | undefined {
  const instance = status?.CurrentGameInstance;
  if (!status || !instance || instance.Id !== update.GameInstanceId) return status;
  if (instance.PotTotal === update.PotTotal) return status;
  return { ...status, CurrentGameInstance: { ...instance, PotTotal: update.PotTotal } };
}

/**
 * Issue 5: keeps PotTotal live. Listens to the instance's pot stream and writes each update
 * into the current-status query cache, so every screen showing the pot follows it. Answers
 * the latest update (null until the first), whose SalesClosed says whether the pot is final.
 * EventSource reconnects by itself after a dropped connection.
 */
export function useLivePot(gameInstanceId: string | null | undefined): PotUpdate | null {
  const client = useQueryClient();
  const config = useConfig();
  const commonUrl = config?.CommonUrl;
  const organizationId = config?.Organization.OrganizationId;
  const [latest, setLatest] = useState<PotUpdate | null>(null);

  useEffect(() => {
    if (!gameInstanceId || !commonUrl || !organizationId) return undefined;
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(potStreamUrl(commonUrl, gameInstanceId));
    const { queryKey } = currentStatusQueryOptions(organizationId);
    const onPot = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = potUpdateSchema.safeParse(data);
      if (!parsed.success || parsed.data.GameInstanceId !== gameInstanceId) return;
      const update = parsed.data;
      setLatest(update);
      client.setQueryData(queryKey, (status) => withPotUpdate(status, update));
    };
    source.addEventListener(POT_EVENT, onPot);
    return () => {
      source.removeEventListener(POT_EVENT, onPot);
      source.close();
    };
  }, [client, commonUrl, organizationId, gameInstanceId]);

  return latest?.GameInstanceId === gameInstanceId ? latest : null;
}
