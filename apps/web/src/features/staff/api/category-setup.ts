import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { storedCategorySchema, type CategorySetup } from '@charity/domain/setup/category-setup';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { refetchCharities } from './charity-setup';

const listPath = (organizationId: string) =>
  `setup/charity-categories/for-organization/${organizationId}`;
const onePath = (organizationId: string, id: string) =>
  `setup/charity-category/${id}/for-organization/${organizationId}`;

/** Adds a category (no id) or renames one; the charities' list is read again after it. */
export function useSaveCategory() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: ({ id, category }: { id: string | null; category: CategorySetup }) =>
      id
        ? apiClient.put(onePath(organizationId, id), category, storedCategorySchema)
        : apiClient.post(listPath(organizationId), category, storedCategorySchema),
    onSuccess: () => refetchCharities(organizationId),
  });
}

export function useDeleteCategory() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(onePath(organizationId, id), z.null()),
    onSuccess: () => refetchCharities(organizationId),
  });
}
