import { organizationProfileSchema } from '@charity/domain/setup/organization-profile';
import { bearerFor } from '../draws/draw-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

/** The goldrush demo with an owner, and the profile call read and written as that owner. */
export async function goldrushProfile() {
  const t: TestApp = await buildTestApp({ app: { identity: testIdentity } });
  const organizationId = await t.organizationId('goldrush');
  const account = await createPlayer(t.database.db, organizationId, { staffRole: 'owner' });
  const owner = await bearerFor(t, 'goldrush', account, true);
  const url = `/api/setup/organization/for-organization/${organizationId}`;
  return {
    t,
    organizationId,
    owner,
    read: async () =>
      organizationProfileSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers: owner })).json(),
      ),
    write: (payload: object) => t.app.inject({ method: 'PUT', url, headers: owner, payload }),
  };
}
