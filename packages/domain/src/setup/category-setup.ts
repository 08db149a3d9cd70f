import { z } from 'zod';
import { categorySchema } from './organization-schema';

/**
 * A charity category as the console edits it: the provisioning file's key, name and French
 * name (`translations.fr.name`) rules.
 */
export const categorySetupSchema = categorySchema.pick({
  key: true,
  name: true,
  translations: true,
});
export type CategorySetup = z.infer<typeof categorySetupSchema>;

export const storedCategorySchema = z.object({
  ...categorySetupSchema.shape,
  id: z.string(),
  /** Charities listed under it, retired ones too: such a category is never deleted. */
  charityCount: z.number().int(),
});
export type StoredCategory = z.infer<typeof storedCategorySchema>;
