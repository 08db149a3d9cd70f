import { z } from 'zod';
import { storedCategorySchema } from './category-setup';
import { charitySchema, setupKey } from './organization-schema';

/**
 * A charity as the console edits it: the provisioning file's charity (same fields, rules and
 * messages) and the key of the category it is listed under.
 */
export const charitySetupSchema = charitySchema.extend({ categoryKey: setupKey });
export type CharitySetup = z.infer<typeof charitySetupSchema>;
/** What the form sends before defaults are applied. */
export type CharitySetupInput = z.input<typeof charitySetupSchema>;

export const storedCharitySchema = z.object({
  ...charitySetupSchema.shape,
  id: z.string(),
  /** Players who pledged to it: such a charity is retired, never deleted. */
  pledgeCount: z.number().int(),
});
export type StoredCharity = z.infer<typeof storedCharitySchema>;

/** GET setup/charities/for-organization/{organizationId}. */
export const charitySetupListSchema = z.object({
  categories: z.array(storedCategorySchema),
  charities: z.array(storedCharitySchema),
});
export type CharitySetupList = z.infer<typeof charitySetupListSchema>;
