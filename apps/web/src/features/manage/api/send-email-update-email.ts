import { useMutation } from '@tanstack/react-query';
import { emailUpdateSentSchema } from '@charity/domain/api/account';
import { apiClient } from '@/lib/api-client';

export interface SendEmailUpdate {
  Captcha: string;
  NewEmail: string;
  OldEmail: string;
  OrganizationId: string;
  /** The login page of the current origin (spec §7). */
  RedirectUrl: string;
}

/** Spec §7: `POST player/send-player-email-update-email`; a link goes to NewEmail. */
export async function sendPlayerEmailUpdateEmail(update: SendEmailUpdate): Promise<string> {
  const answer = await apiClient.post(
    'player/send-player-email-update-email',
    update,
    emailUpdateSentSchema,
  );
  return answer.ConfirmationSentTo;
}

export function useSendPlayerEmailUpdateEmail() {
  return useMutation({ mutationFn: sendPlayerEmailUpdateEmail });
}
