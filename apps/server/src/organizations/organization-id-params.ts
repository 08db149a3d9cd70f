import { idSchema } from '@charity/domain/api/ids';
import { z } from 'zod';

export const organizationIdParams = z.object({
  organizationId: idSchema.describe('Organization id (UUID)'),
});
