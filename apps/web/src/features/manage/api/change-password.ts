import { useMutation } from '@tanstack/react-query';
import { passwordChangedSchema, type ChangePassword } from '@charity/domain/api/account';
import { apiClient } from '@/lib/api-client';

/** `PUT player/update/password` (DESIGN.md §3 "Identity": password change). */
export async function changePassword(change: ChangePassword): Promise<void> {
  await apiClient.put('player/update/password', change, passwordChangedSchema);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
