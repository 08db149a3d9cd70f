import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildConfig, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { configQueryOptions } from './config';
import { queryClient } from './query-client';

const config = buildConfig();

beforeEach(() => queryClient.setQueryData(configQueryOptions.queryKey, config));
afterEach(() => queryClient.clear());

describe('api client', () => {
  it('calls CommonUrl with JSON headers and parses the answer', async () => {
    const calls = stubFetch(on('GET', '/api/charity/active-for-organization', () => json([])));
    await expect(
      apiClient.get('charity/active-for-organization', z.array(z.unknown()), {
        organizationIdP: 'x',
      }),
    ).resolves.toEqual([]);
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token when signed in', async () => {
    signInAs();
    const calls = stubFetch(on('PUT', '/api/player/agree-to-tos', () => json({})));
    await apiClient.put('player/agree-to-tos', { PlayerId: 'p' }, z.unknown());
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer .+\..+\./);
    expect(calls[0]?.body).toEqual({ PlayerId: 'p' });
  });

  it('raises the spec ApiFailure with the server body, method, url and status', async () => {
    stubFetch(
      on('POST', '/api/charity/pledge-support', () =>
        json(
          {
            Status: 409,
            Code: 'Conflict',
            Message: 'Already pledged',
            Method: 'POST',
            RequestUrl: '/x',
          },
          409,
        ),
      ),
    );
    const failure = await apiClient
      .post('charity/pledge-support', {}, z.unknown())
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      ApiErrorResponse: {
        Status: 409,
        Code: 'Conflict',
        Message: 'Already pledged',
        Method: 'POST',
        RequestUrl: `${config.CommonUrl}charity/pledge-support`,
      },
      NoGameInstanceError: false,
      StripeTokenErrorResponse: null,
    });
  });

  it('builds the failure itself when the body is not the agreed shape', async () => {
    stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const failure = await apiClient.delete('anything', z.unknown()).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      ApiErrorResponse: {
        Status: 502,
        Method: 'DELETE',
        Code: 'InternalError',
        Message: 'Bad Gateway',
      },
      NoGameInstanceError: false,
    });
  });

  it('turns a network failure into an ApiFailure with status 0', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await apiClient.get('anything', z.unknown()).catch((e: unknown) => e);
    expect(failure).toMatchObject({ ApiErrorResponse: { Status: 0, Code: 'NetworkError' } });
  });
});
