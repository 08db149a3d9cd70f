import { z } from 'zod';

/**
 * Spec §3 "Terms record": `{product}Tos`, GameRules, TermsOfServiceId, PrivacyPolicy, all
 * markdown. The product key is the organization's ProductName from `/api/config`.
 */
export const termsRecordSchema = z
  .object({
    TermsOfServiceId: z.string(),
    GameRules: z.string(),
    PrivacyPolicy: z.string(),
  })
  .catchall(z.string());
export type TermsRecord = z.infer<typeof termsRecordSchema>;

export function termsOfServiceKey(productName: string): string {
  return `${productName}Tos`;
}

export function termsOfServiceText(record: TermsRecord, productName: string): string {
  return record[termsOfServiceKey(productName)] ?? '';
}
