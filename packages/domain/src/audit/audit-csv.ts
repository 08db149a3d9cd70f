import { toCsv } from '../reports/csv';
import type { AuditLog } from '../staff/audit-api';
import { auditActionWords } from './audit-actions';
import type { WordsLanguage } from './audit-words';

/**
 * The audit log as CSV (GET audit/for-organization/{id}?format=csv): each action by its key
 * and in words in the reader's language (`actionName`, review R5), beside the names of actor
 * and subject.
 */
export function auditCsv(log: AuditLog, language: WordsLanguage = 'en'): string {
  return toCsv(
    [
      'occurredAt',
      'actor',
      'actorName',
      'action',
      'actionName',
      'subjectType',
      'subjectId',
      'subjectName',
      'details',
    ],
    log.Entries.map((entry) => [
      entry.OccurredAt,
      entry.Actor,
      entry.ActorName,
      entry.Action,
      auditActionWords(entry.Action, language),
      entry.SubjectType,
      entry.SubjectId,
      entry.SubjectName ?? null,
      JSON.stringify(entry.Details),
    ]),
  );
}
