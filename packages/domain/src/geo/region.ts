import type { MultiPolygon, Polygon, Position } from 'geojson';
import { z } from 'zod';

/** [longitude, latitude], maybe followed by an altitude. */
const position = z.tuple(
  [z.number().min(-180).max(180), z.number().min(-90).max(90)],
  z.number(),
) satisfies z.ZodType<Position>;

const samePosition = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** RFC 7946 §3.1.6: a linear ring has four or more positions and ends where it starts. */
const linearRing = z
  .array(position)
  .min(4, 'a ring needs at least 4 positions')
  .refine((ring) => samePosition(ring[0], ring.at(-1)), 'a ring must end where it starts');

const n = z.number();
const bbox = z.union([z.tuple([n, n, n, n]), z.tuple([n, n, n, n, n, n])]).optional();

const polygonRings = z.array(linearRing).min(1, 'a polygon needs an outer ring');

export const polygonSchema = z.strictObject({
  type: z.literal('Polygon'),
  coordinates: polygonRings,
  bbox,
}) satisfies z.ZodType<Polygon>;

export const multiPolygonSchema = z.strictObject({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(polygonRings).min(1, 'a multipolygon needs a polygon'),
  bbox,
}) satisfies z.ZodType<MultiPolygon>;

/** A game's region: a GeoJSON Polygon or MultiPolygon geometry in WGS 84 longitude/latitude. */
export const regionSchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type Region = z.infer<typeof regionSchema>;

/** A stored region read back from the database (jsonb); null when absent or not a region. */
export function storedRegion(value: unknown): Region | null {
  const result = regionSchema.safeParse(value);
  return result.success ? result.data : null;
}
