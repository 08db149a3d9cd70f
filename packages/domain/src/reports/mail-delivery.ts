import { z } from 'zod';

/** One e-mail the outbox gave up on after its attempts (issue 11). */
export const failedMailSchema = z.object({
  Id: z.string(),
  To: z.string(),
  Subject: z.string(),
  CreatedAt: z.string(),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** `GET reports/mail-delivery/for-organization/{id}`: what staff must know about mail. */
export const mailDeliveryReportSchema = z.object({
  /** Still to be delivered (first attempt or a retry to come). */
  Pending: z.number().int(),
  /** Never delivered: attempts spent. */
  Failed: z.number().int(),
  /** The newest failed messages (at most 20). */
  FailedMessages: z.array(failedMailSchema),
});
export type MailDeliveryReport = z.infer<typeof mailDeliveryReportSchema>;
