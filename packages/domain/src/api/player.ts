import { personName } from '../registration/field-rules';
import { z } from 'zod';

export const addressSchema = z.object({
  Line1: z.string().min(1).max(200),
  Line2: z.string().max(200).nullable(),
  City: z.string().min(1).max(100),
  Province: z.string().min(2).max(100),
  PostalCode: z.string().min(3).max(20),
  Country: z.string().min(2).max(2),
});
export type Address = z.infer<typeof addressSchema>;

/** Spec §3 "Player"; Address is present when the organization collects it. */
export const playerSchema = z.object({
  Id: z.string(),
  AgreedToTermsOfService: z.boolean(),
  AgreedToTermsOfServiceOn: z.string().nullable(),
  CharityPledge: z.object({ CharityId: z.string() }).nullable(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string(),
  Address: addressSchema.nullable(),
});
export type Player = z.infer<typeof playerSchema>;

/** The hosted registration page applies the same rule (registration/field-rules.ts). */
const name = personName;
/** North American numbers: ten digits, separators allowed. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/);

/** `PUT player/update/basic-info`. */
export const updateBasicInfoSchema = z.object({
  PlayerId: z.string(),
  FirstName: name,
  LastName: name,
  Phone: phone,
});
export type UpdateBasicInfo = z.infer<typeof updateBasicInfoSchema>;

/** `PUT player/agree-to-tos`. */
export const agreeToTosSchema = z.object({
  PlayerId: z.string(),
  OrganizationId: z.string(),
  OrganizationTermsOfServiceId: z.string(),
});

/** `POST charity/pledge-support`. */
export const pledgeSupportSchema = z.object({
  CharityId: z.string(),
  OrganizationId: z.string(),
  PlayerId: z.string(),
});

/** `POST player/send-player-email-update-email`. */
export const sendEmailUpdateSchema = z.object({
  Captcha: z.string().min(1),
  NewEmail: z.email(),
  OldEmail: z.email(),
  OrganizationId: z.string(),
  RedirectUrl: z.string().url(),
});

/** Spec §3 "Ticket-limit response". */
export const ticketLimitSchema = z.object({ LimitReached: z.boolean() });
