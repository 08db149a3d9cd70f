import { extraDrawTimesProblem } from '@charity/domain/draws/extra-draw-rules';
import type { ExtraDrawSpec } from '@charity/domain/setup/organization-schema';
import { createExtraDraw } from '../draws/extra-draws';
import type { ProvisioningContext } from './provisioning-context';
import { resolveDate } from './relative-date';
import { changedColumns, hasChanges } from './changed-columns';
import { toStoredTranslations, withTranslationsJson } from '../translations/stored-translations';

/** Its other languages follow the file (its times and seed do not: they were published). */
async function provisionTranslations(
  context: ProvisioningContext,
  id: string,
  stored: unknown,
  spec: ExtraDrawSpec,
): Promise<void> {
  const changes = changedColumns(
    { translations: stored },
    { translations: toStoredTranslations(spec.translations) },
  );
  if (!hasChanges(changes)) return;
  await context.trx
    .updateTable('extra_draws')
    .set(withTranslationsJson(changes))
    .where('id', '=', id)
    .execute();
}

/** An extra draw the file asks for that the rules refuse: the load stops, nothing is written. */
export class InvalidExtraDrawError extends Error {
  constructor(label: string, problem: string) {
    super(`${label}: ${problem}`);
    this.name = 'InvalidExtraDrawError';
  }
}

/**
 * The instance's extra draws from the file, each created once (by key) with its own committed
 * seed. Times are checked against the instance's sales close and draw time before anything is
 * written; an existing extra draw keeps its times and seed (they were published).
 */
export async function provisionExtraDraws(
  context: ProvisioningContext,
  organizationId: string,
  instanceId: string,
  label: string,
  specs: ExtraDrawSpec[],
): Promise<void> {
  const { trx, now } = context;
  const instance = await trx
    .selectFrom('game_instances')
    .select(['sales_close_at', 'draw_at'])
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  for (const spec of specs) {
    const times = {
      cutoffAt: resolveDate(spec.cutoffAt, now),
      drawAt: resolveDate(spec.drawAt, now),
    };
    const where = `${label}, extra draw ${spec.key}`;
    const existing = await trx
      .selectFrom('extra_draws')
      .select(['id', 'translations'])
      .where('game_instance_id', '=', instanceId)
      .where('key', '=', spec.key)
      .executeTakeFirst();
    if (existing) {
      await provisionTranslations(context, existing.id, existing.translations, spec);
      continue;
    }
    const problem = extraDrawTimesProblem(times, {
      salesCloseAt: instance.sales_close_at,
      drawAt: instance.draw_at,
    });
    if (problem) throw new InvalidExtraDrawError(where, problem);
    const row = await createExtraDraw(trx, {
      organizationId,
      instanceId,
      key: spec.key,
      name: spec.name,
      prize:
        'fixedCents' in spec.prize
          ? { kind: 'Fixed', amountCents: spec.prize.fixedCents }
          : { kind: 'Share', percent: spec.prize.sharePercent },
      ...times,
      actor: 'provisioning',
    });
    await provisionTranslations(context, row.id, {}, spec);
    context.changes.push(`extra-draw.created ${where} (${row.id})`);
  }
}
