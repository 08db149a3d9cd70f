import { z } from 'zod';
import { refineAddress } from '../address/address-rules';
import { ADDRESS_COUNTRIES } from '../countries';
import { addressSchema, updateBasicInfoSchema } from './player';

/**
 * `PUT player/update/basic-info` with the optional Address: the spec's fields, plus the
 * address for organizations that collect it (CollectPlayerAddress). Without Address the
 * stored one is kept. The postal code and province must exist in the address's country;
 * the route checks that country against the organization's.
 */
export const updatePlayerInfoSchema = updateBasicInfoSchema.extend({
  Address: addressSchema
    .extend({
      Line1: z.string().trim().min(1).max(200),
      Line2: z.string().trim().max(200).nullable(),
      City: z.string().trim().min(1).max(100),
      Province: z.string().trim().min(2).max(100),
      PostalCode: z.string().trim().min(3).max(20),
      Country: z.enum(ADDRESS_COUNTRIES),
    })
    .superRefine(refineAddress())
    .optional(),
});
export type UpdatePlayerInfo = z.infer<typeof updatePlayerInfoSchema>;
