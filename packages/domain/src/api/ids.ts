import { z } from 'zod';

/** Every entity id is a UUID; a malformed id is a 400, an unknown one a 404. */
export const idSchema = z.uuid();
