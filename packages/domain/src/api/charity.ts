import { z } from 'zod';

/** Spec §3 "Charity pledge option" (only Id is given by the spec). */
export const charityPledgeOptionSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Description: z.string(),
  CategoryId: z.string(),
  CategoryName: z.string(),
  LogoUrl: z.string().nullable(),
  WebsiteUrl: z.string().nullable(),
});
export type CharityPledgeOption = z.infer<typeof charityPledgeOptionSchema>;

export const charityPledgeOptionsSchema = z.array(charityPledgeOptionSchema);

export const charityCategorySchema = z.object({
  CategoryId: z.string(),
  CategoryName: z.string(),
  Charities: z.array(charityPledgeOptionSchema),
});

/** Response of `charity/by-category/for-organization/{organizationId}`. */
export const charitiesByCategorySchema = z.object({
  CharitiesByCategory: z.array(charityCategorySchema),
});
export type CharitiesByCategory = z.infer<typeof charitiesByCategorySchema>;
