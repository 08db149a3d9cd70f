import { z } from 'zod';
export declare const organizationIdParams: z.ZodObject<
  {
    organizationId: z.ZodUUID;
  },
  z.core.$strip
>;
