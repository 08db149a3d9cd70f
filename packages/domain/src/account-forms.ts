import { z } from 'zod';
import { changePasswordSchema } from './api/account';
import { addressSchema, sendEmailUpdateSchema, updateBasicInfoSchema } from './api/player';
import { refineAddress } from './address/address-rules';

/** The identity provider's password policy, as far as it can be checked before sending. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a form-level rule failed; screens turn the reason into a message. */
export type FormRuleReason = 'passwords-differ' | 'same-password' | 'same-email';

const reason = (value: FormRuleReason) => ({ params: { reason: value } });

/** The address as a form edits it: an empty second line means none. */
export const addressFormSchema = addressSchema.extend({
  Line2: z.string().trim().max(200),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

/**
 * Manage Your Info: the basic-info call's fields, plus the address when it is collected, with
 * a real postal code and province of the organization's country (the server's rules too).
 */
export function playerInfoFormSchema(
  collectAddress: boolean,
  organizationCountry: string | null = null,
) {
  const basicInfo = updateBasicInfoSchema.omit({ PlayerId: true });
  const address = addressFormSchema.superRefine(refineAddress(organizationCountry));
  return collectAddress
    ? basicInfo.extend({ Address: address })
    : basicInfo.extend({ Address: address.optional() });
}
export type PlayerInfoForm = z.infer<ReturnType<typeof playerInfoFormSchema>>;

/** Change Your Email Address: a valid address other than the current one, and a solved captcha. */
export function emailChangeFormSchema(currentEmail: string) {
  return z
    .object({
      NewEmail: sendEmailUpdateSchema.shape.NewEmail,
      Captcha: sendEmailUpdateSchema.shape.Captcha,
    })
    .refine((form) => form.NewEmail.trim().toLowerCase() !== currentEmail.trim().toLowerCase(), {
      path: ['NewEmail'],
      ...reason('same-email'),
    });
}
export type EmailChangeForm = z.infer<ReturnType<typeof emailChangeFormSchema>>;

/** Change Your Password: the current one, a long enough new one, typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .pick({ CurrentPassword: true })
  .extend({
    NewPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    ConfirmPassword: z.string().min(1),
  })
  .refine((form) => form.NewPassword === form.ConfirmPassword, {
    path: ['ConfirmPassword'],
    ...reason('passwords-differ'),
  })
  .refine((form) => form.NewPassword !== form.CurrentPassword, {
    path: ['NewPassword'],
    ...reason('same-password'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
