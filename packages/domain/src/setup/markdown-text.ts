import { z } from 'zod';

/** HTML that would run or load something when the text is shown: never in published terms. */
const activeContent = [
  /<\s*\/?\s*(script|iframe|object|embed|style|form|meta|link|base)\b/i,
  /<[^>]*\son[a-z]+\s*=/i,
  // A link or image target (markdown `](…)`, autolink `<…>`, or an attribute) running code.
  /(\]\(\s*|<\s*|=\s*["']?\s*)(javascript|vbscript|data)\s*:/i,
];

export const MARKDOWN_SCRIPT_MESSAGE =
  'must not contain scripts, embedded pages or event handlers (plain markdown only)';

/**
 * A markdown text players read (terms of service, game rules, privacy policy), in the YAML file
 * and in the console alike. Shown through a sanitizer too; refused here so the author is told.
 */
export const markdownText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100_000, 'must be at most 100,000 characters')
  .refine((text) => !activeContent.some((pattern) => pattern.test(text)), MARKDOWN_SCRIPT_MESSAGE);
