import type { z } from 'zod';
import { ADDRESS_RULE_MESSAGES } from '@charity/domain/address/address-rules';

/**
 * The address rules carry their English sentence (the server answers it), which zod puts
 * before any error map: the screens find their reason again from it, to word it themselves.
 */
const addressReasons = new Map(
  Object.entries(ADDRESS_RULE_MESSAGES).map(([reason, message]) => [message, reason]),
);

/**
 * Zod issues become message keys (with a count where one applies), not sentences: the
 * screen translates them when it renders, so a language switch re-words shown errors too.
 * Encoded as `key` or `key|count` because react-hook-form keeps only a message string.
 */
export const issueMessageKey = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 || issue.input === ''
        ? 'validation.required'
        : `validation.tooShort|${issue.minimum}`;
    case 'too_big':
      return `validation.tooLong|${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'custom': {
      const reason = (issue.params as { reason?: unknown } | undefined)?.reason;
      if (reason === 'unsafe-text') return 'validation.unsafeText';
      return typeof reason === 'string' ? `validation.reason.${reason}` : 'validation.invalid';
    }
    default:
      return 'validation.required';
  }
};

/** The key and count a field error message carries. */
export function decodeMessage(message: string): { key: string; count?: number } {
  const addressReason = addressReasons.get(message);
  if (addressReason) return { key: `validation.reason.${addressReason}` };
  const [key = 'validation.invalid', count] = message.split('|');
  return count === undefined ? { key } : { key, count: Number(count) };
}
