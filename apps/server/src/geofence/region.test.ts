import { describe, expect, it } from 'vitest';
import { isInsideRegion } from './point-in-region';
import { regionSchema, storedRegion } from '@charity/domain/geo/region';

const square = [
  [
    [-64, 44],
    [-63, 44],
    [-63, 45],
    [-64, 45],
    [-64, 44],
  ],
];

describe('regionSchema', () => {
  it('accepts a Polygon and a MultiPolygon', () => {
    expect(regionSchema.safeParse({ type: 'Polygon', coordinates: square }).success).toBe(true);
    expect(regionSchema.safeParse({ type: 'MultiPolygon', coordinates: [square] }).success).toBe(
      true,
    );
  });

  it.each([
    ['another geometry', { type: 'Point', coordinates: [-63.5, 44.5] }],
    ['a Feature', { type: 'Feature', geometry: { type: 'Polygon', coordinates: square } }],
    ['an open ring', { type: 'Polygon', coordinates: [square[0]?.slice(0, 4)] }],
    [
      'a ring of three positions',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
    ],
    [
      'a latitude beyond 90',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 91],
            [1, 0],
            [0, 0],
          ],
        ],
      },
    ],
    [
      'a longitude beyond 180',
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [181, 1],
            [1, 0],
            [0, 0],
          ],
        ],
      },
    ],
    [
      'text for a number',
      {
        type: 'Polygon',
        coordinates: [
          [
            ['0', 0],
            [1, 1],
            [1, 0],
            ['0', 0],
          ],
        ],
      },
    ],
    ['no rings', { type: 'Polygon', coordinates: [] }],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }],
    ['unknown members', { type: 'Polygon', coordinates: square, extra: true }],
  ])('rejects %s', (_name, value) => {
    expect(regionSchema.safeParse(value).success).toBe(false);
  });

  it('reads a stored region back, or null for anything else', () => {
    expect(storedRegion({ type: 'Polygon', coordinates: square })?.type).toBe('Polygon');
    expect(storedRegion(null)).toBeNull();
    expect(storedRegion({ type: 'Polygon' })).toBeNull();
  });
});

describe('isInsideRegion', () => {
  const region = regionSchema.parse({ type: 'Polygon', coordinates: square });

  it('reads GeoJSON positions as [longitude, latitude]', () => {
    expect(isInsideRegion(region, { latitude: 44.5, longitude: -63.5 })).toBe(true);
    expect(isInsideRegion(region, { latitude: -63.5, longitude: 44.5 })).toBe(false);
  });

  it('counts a point on the edge as inside', () => {
    expect(isInsideRegion(region, { latitude: 44, longitude: -63.5 })).toBe(true);
  });

  it('leaves out the holes of a polygon', () => {
    const hole = [
      [-63.6, 44.4],
      [-63.4, 44.4],
      [-63.4, 44.6],
      [-63.6, 44.6],
      [-63.6, 44.4],
    ];
    const withHole = regionSchema.parse({ type: 'Polygon', coordinates: [...square, hole] });
    expect(isInsideRegion(withHole, { latitude: 44.5, longitude: -63.5 })).toBe(false);
    expect(isInsideRegion(withHole, { latitude: 44.8, longitude: -63.8 })).toBe(true);
  });
});
