import { provisioningFileSchema } from '@charity/domain/setup/organization-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { goldrushProfile } from './profile-calls';

let t: TestApp;
let organizationId: string;
let owner: Record<string, string>;
let read: Awaited<ReturnType<typeof goldrushProfile>>['read'];
let write: Awaited<ReturnType<typeof goldrushProfile>>['write'];

beforeAll(async () => {
  ({ t, organizationId, owner, read, write } = await goldrushProfile());
});
afterAll(() => t.close());

const stored = async () =>
  (
    await t.database.db
      .selectFrom('organization_settings')
      .select('record_retention_years')
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow()
  ).record_retention_years;

describe('record retention in the organization profile', () => {
  it('shows the default of 7 years, saves a change, and the export carries it', async () => {
    const before = await read();
    expect(before.settings.recordRetentionYears).toBe(7);
    const next = { ...before, settings: { ...before.settings, recordRetentionYears: 10 } };
    const response = await write(next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().settings.recordRetentionYears).toBe(10);
    expect(await stored()).toBe(10);
    expect((await read()).settings.recordRetentionYears).toBe(10);

    const exported = await t.app.inject({
      url: `/api/setup/export/for-organization/${organizationId}`,
      headers: owner,
    });
    expect(exported.statusCode).toBe(200);
    const file = provisioningFileSchema.parse(parse(exported.body));
    expect(file.organizations[0]?.settings.recordRetentionYears).toBe(10);
  });

  it('refuses fewer than 1 or more than 100 years and changes nothing', async () => {
    const before = await read();
    for (const years of [0, 101, 2.5]) {
      const body = expectApiError(
        await write({ ...before, settings: { ...before.settings, recordRetentionYears: years } }),
        400,
      );
      expect(body.Errors?.map((error) => error.Path)).toEqual([
        'body.settings.recordRetentionYears',
      ]);
    }
    expect(await stored()).toBe(before.settings.recordRetentionYears);
  });

  it('keeps the stored value when a profile leaves it out', async () => {
    const before = await read();
    const { recordRetentionYears: _left, ...settings } = before.settings;
    const response = await write({ ...before, settings });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toBe(before.settings.recordRetentionYears);
  });
});
