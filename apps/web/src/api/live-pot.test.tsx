import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { buildConfig, buildInstance, buildStatus } from '@/testing/factories';
import { seedConfig } from '@/testing/render-screen';
import { currentStatusQueryOptions } from './current-status';
import { potStreamUrl, useLivePot, withPotUpdate } from './live-pot';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('live pot', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('builds the stream address under CommonUrl', () => {
    expect(potStreamUrl('http://localhost:8080/api', 'abc')).toBe(
      'http://localhost:8080/api/game-instance/abc/pot/stream',
    );
  });

  it('leaves another instance and an unchanged pot alone', () => {
    const status = buildStatus(buildInstance({ Id: 'one', PotTotal: 100 }));
    const update = { GameInstanceId: 'two', PotTotal: 500, SalesClosed: false };
    expect(withPotUpdate(status, update)).toBe(status);
    expect(withPotUpdate(status, { ...update, GameInstanceId: 'one', PotTotal: 100 })).toBe(status);
  });

  it('writes each pushed PotTotal into the current-status cache', () => {
    const config = buildConfig();
    seedConfig(config);
    const instance = buildInstance({ PotTotal: 1_000 });
    const { queryKey } = currentStatusQueryOptions(config.Organization.OrganizationId);
    queryClient.setQueryData(queryKey, buildStatus(instance));

    const { result, unmount } = renderHook(() => useLivePot(instance.Id), { wrapper });
    const source = FakeEventSource.last;
    expect(source?.url).toContain(`/game-instance/${instance.Id}/pot/stream`);
    act(() =>
      source?.emit('pot', { GameInstanceId: instance.Id, PotTotal: 2_500, SalesClosed: true }),
    );

    expect(queryClient.getQueryData(queryKey)?.CurrentGameInstance?.PotTotal).toBe(2_500);
    expect(result.current).toEqual({
      GameInstanceId: instance.Id,
      PotTotal: 2_500,
      SalesClosed: true,
    });
    unmount();
    expect(source?.closed).toBe(true);
  });
});
