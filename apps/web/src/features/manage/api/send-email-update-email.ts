import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export interface SendEmailUpdate {
  Captcha: string;
  NewEmail: string;
  OldEmail: string;
  OrganizationId: string;
  /** The login page of the current origin (spec §7). */
  RedirectUrl: string;
}

/** Spec §7: `POST player/send-player-email-update-email`. */
export async function sendPlayerEmailUpdateEmail(update: SendEmailUpdate): Promise<void> {
  await apiClient.post('player/send-player-email-update-email', update, z.unknown());
}

export function useSendPlayerEmailUpdateEmail() {
  return useMutation({ mutationFn: sendPlayerEmailUpdateEmail });
}
