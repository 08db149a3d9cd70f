import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Executor } from '../db/executor';

/**
 * oidc-provider's storage over the oidc_payloads table, so that sessions, grants, codes and
 * refresh tokens are seen by every process. Expired rows read as absent and are purged lazily.
 */
export function databaseAdapter(db: Executor): AdapterFactory {
  return (kind: string): Adapter => {
    const rows = () => db.selectFrom('oidc_payloads').where('kind', '=', kind);

    async function findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await rows()
        .select(['payload', 'consumed_at', 'expires_at'])
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insertInto('oidc_payloads')
          .values({ kind, id, ...values })
          .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(values))
          .execute();
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: new Date() })
          .where('kind', '=', kind)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db
          .deleteFrom('oidc_payloads')
          .where('kind', '=', kind)
          .where('id', '=', id)
          .execute();
      },
      async revokeByGrantId(grantId) {
        await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
      },
    };
  };
}

export async function purgeExpiredPayloads(db: Executor): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
}
