import { z } from 'zod';
import { wallTimeSchema } from '../setup/instance-setup';

const filterText = z.string().trim().max(200).optional();

const OFFSET = /(?:Z|[+-]\d\d:\d\d)$/i;
const instantSchema = z.iso.datetime({ offset: true });

/** Whether a filter time carries its own offset (an instant) rather than the game's clock. */
export const isInstant = (value: string) => OFFSET.test(value);

/**
 * A filter time: an ISO instant with its offset, or a date and time on the game's clock
 * (`2026-11-27T20:00`, as the viewer's datetime-local fields give it).
 */
const filterTime = z
  .string()
  .refine(
    (value) =>
      isInstant(value)
        ? instantSchema.safeParse(value).success
        : wallTimeSchema.safeParse(value).success,
    'must be a date and time: YYYY-MM-DDTHH:MM on the game’s clock, or an instant with its offset',
  )
  .optional();

/** GET audit/for-organization/{organizationId}: the filters of the audit log viewer. */
export const auditQuerySchema = z
  .object({
    from: filterTime,
    to: filterTime,
    /** An account id, `system`, `provisioning`, `anonymous`, or part of a staff e-mail/name. */
    actor: filterText,
    /** Part of an action, any case, e.g. `cancel` or `organization.profile-updated`. */
    action: filterText,
    /** A subject type or id, e.g. `charity` or a charity's id. */
    subject: filterText,
    limit: z.coerce.number().int().min(1).max(5000).default(500),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine(
    // Two times of one kind are compared; a mix of the two finds what lies between them.
    (query) =>
      !query.from ||
      !query.to ||
      isInstant(query.from) !== isInstant(query.to) ||
      (isInstant(query.from)
        ? Date.parse(query.from) <= Date.parse(query.to)
        : query.from <= query.to),
    {
      message: 'must not be before from',
      path: ['to'],
    },
  );
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
  /** What the subject is called now (a charity's name, an account's name and e-mail), if known. */
  SubjectName: z.string().nullable().optional(),
  Details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({
  /** The zone of the organization's current game: the clock the viewer shows and filters on. */
  TimeZone: z.string(),
  Entries: z.array(auditEntrySchema),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
