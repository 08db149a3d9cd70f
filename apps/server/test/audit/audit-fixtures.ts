import { bearerFor } from '../draws/draw-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

/** The app over its own database, goldrush's id and an auditor's bearer: the audit log's readers. */
export async function auditTestApp(): Promise<{
  t: TestApp;
  organizationId: string;
  auditor: Record<string, string>;
}> {
  const t = await buildTestApp({ app: { identity: testIdentity } });
  const organizationId = await t.organizationId('goldrush');
  const auditor = await bearerFor(
    t,
    'goldrush',
    await createPlayer(t.database.db, organizationId, { staffRole: 'auditor' }),
    true,
  );
  return { t, organizationId, auditor };
}
