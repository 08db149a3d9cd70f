import { z } from 'zod';
import { toCsv } from '../reports/csv';

const filterText = z.string().trim().max(200).optional();

/** GET audit/for-organization/{organizationId}: the filters of the audit log viewer. */
export const auditQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    /** An account id, `system`, `provisioning`, `anonymous`, or part of a staff e-mail/name. */
    actor: filterText,
    /** An action or its start, e.g. `terms.` or `organization.profile-updated`. */
    action: filterText,
    /** A subject type or id, e.g. `charity` or a charity's id. */
    subject: filterText,
    limit: z.coerce.number().int().min(1).max(5000).default(500),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  Id: z.number().int(),
  OccurredAt: z.string(),
  Actor: z.string(),
  /** The staff member or player behind an account id, when there is one. */
  ActorName: z.string().nullable(),
  Action: z.string(),
  SubjectType: z.string(),
  SubjectId: z.string().nullable(),
  Details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({ Entries: z.array(auditEntrySchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;

export function auditCsv(log: AuditLog): string {
  return toCsv(
    ['occurredAt', 'actor', 'actorName', 'action', 'subjectType', 'subjectId', 'details'],
    log.Entries.map((entry) => [
      entry.OccurredAt,
      entry.Actor,
      entry.ActorName,
      entry.Action,
      entry.SubjectType,
      entry.SubjectId,
      JSON.stringify(entry.Details),
    ]),
  );
}
