import { formatMoney } from '../money-format';
import { toCsv } from '../reports/csv';
import { zonedTimestamp } from '../reports/zoned-timestamp';
import type { AuditLog } from '../staff/audit-api';
import { auditActionWords } from './audit-actions';
import { auditDetailLines, detailLinesText, type DetailFormat } from './audit-detail-lines';
import type { WordsLanguage } from './audit-words';

const YES_NO = { en: ['Yes', 'No'], fr: ['Oui', 'Non'] } as const;

/**
 * The audit log as CSV (GET audit/for-organization/{id}?format=csv): each action by its key
 * and in words in the reader's language (`actionName`, review R5), beside the names of actor
 * and subject; the details as recorded (JSON) and in words (`detailsInWords`, follow-up 2).
 * Times are on the game's clock with their offset, the zone in its own column, as the other
 * staff CSVs write them.
 */
export function auditCsv(log: AuditLog, language: WordsLanguage = 'en'): string {
  const zone = log.TimeZone;
  const format: DetailFormat = {
    language,
    time: (instant) => zonedTimestamp(instant, zone),
    money: (cents) => formatMoney(cents, language),
    yesNo: (value) => YES_NO[language][value ? 0 : 1],
  };
  return toCsv(
    [
      'occurredAt',
      'timeZone',
      'actor',
      'actorName',
      'action',
      'actionName',
      'subjectType',
      'subjectId',
      'subjectName',
      'details',
      'detailsInWords',
    ],
    log.Entries.map((entry) => [
      zonedTimestamp(entry.OccurredAt, zone),
      zone,
      entry.Actor,
      entry.ActorName,
      entry.Action,
      auditActionWords(entry.Action, language),
      entry.SubjectType,
      entry.SubjectId,
      entry.SubjectName ?? null,
      JSON.stringify(entry.Details),
      detailLinesText(auditDetailLines(entry.Action, entry.Details, format), language),
    ]),
  );
}
