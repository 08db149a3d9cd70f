import { z } from 'zod';

/** `PUT player/update/password` (not in the spec's call table; DESIGN.md §3 "Identity"). */
export const changePasswordSchema = z.object({
  PlayerId: z.string(),
  CurrentPassword: z.string().min(1).max(200),
  NewPassword: z.string().min(1).max(200),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Answer of `POST player/send-player-email-update-email`: a link went to NewEmail. */
export const emailUpdateSentSchema = z.object({ ConfirmationSentTo: z.string() });

/** Answer of `PUT player/update/password`. */
export const passwordChangedSchema = z.object({ PasswordChanged: z.literal(true) });

/** Where the SPA fetches an ALTCHA challenge (the value of CaptchaPublicKey). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
