import { z } from 'zod';

/** `POST game/verify-ip-is-within-geofence`; the client sends IpAddress empty (spec §7). */
export const verifyIpRequestSchema = z.object({ IpAddress: z.string(), GameId: z.string() });
export const verifyIpResponseSchema = z.object({ IpIsInGeofence: z.boolean() });

/** `POST game/verify-coordinates-are-within-geofence`. */
export const verifyCoordinatesRequestSchema = z.object({
  GameId: z.string(),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
});
export const verifyCoordinatesResponseSchema = z.object({ IsSuccess: z.boolean() });
