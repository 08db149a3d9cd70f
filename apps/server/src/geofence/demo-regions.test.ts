import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDir } from '../config/paths';
import { isInsideRegion } from './point-in-region';
import { regionSchema } from '@charity/domain/geo/region';

const load = (file: string) =>
  regionSchema.parse(JSON.parse(readFileSync(path.join(demoDir, 'regions', file), 'utf8')));
const novaScotia = load('nova-scotia.geojson');
const ontario = load('ontario.geojson');

type Place = [name: string, latitude: number, longitude: number];
const at = ([, latitude, longitude]: Place) => ({ latitude, longitude });

describe('the Nova Scotia outline', () => {
  it('is a MultiPolygon with islands of its own', () => {
    expect(novaScotia.type).toBe('MultiPolygon');
    expect(novaScotia.coordinates.length).toBeGreaterThanOrEqual(4);
  });

  it.each<Place>([
    ['Halifax (on the harbour)', 44.6488, -63.5752],
    ['Truro', 45.365, -63.28],
    ['Lunenburg', 44.377, -64.309],
    ['Yarmouth (on the coast)', 43.837, -66.117],
  ])('has %s on the mainland inside', (...place) => {
    expect(isInsideRegion(novaScotia, at(place))).toBe(true);
  });

  it.each<Place>([
    ['Sydney', 46.136, -60.195],
    ['Baddeck', 46.1, -60.75],
    ['Chéticamp', 46.64, -61.01],
    ['Arichat, Isle Madame', 45.51, -61.03],
  ])('has %s on Cape Breton Island inside', (...place) => {
    expect(isInsideRegion(novaScotia, at(place))).toBe(true);
  });

  it.each<Place>([
    ['Sable Island', 43.93, -59.91],
    ['Pictou Island', 45.81, -62.56],
  ])('has %s, a polygon of its own, inside', (...place) => {
    expect(isInsideRegion(novaScotia, at(place))).toBe(true);
  });

  it.each<Place>([
    ['Moncton, NB', 46.09, -64.78],
    ['Charlottetown, PE', 46.24, -63.13],
    ['the Bay of Fundy', 45.2, -65.5],
    ['the Atlantic between the mainland and Sable Island', 44.0, -62.0],
    ['Toronto, ON', 43.6532, -79.3832],
  ])('has %s outside', (...place) => {
    expect(isInsideRegion(novaScotia, at(place))).toBe(false);
  });

  it('draws the New Brunswick border between Amherst and Sackville', () => {
    expect(isInsideRegion(novaScotia, at(['Amherst, NS', 45.83, -64.21]))).toBe(true);
    expect(isInsideRegion(novaScotia, at(['Sackville, NB', 45.896, -64.368]))).toBe(false);
  });
});

describe('the Ontario outline', () => {
  it.each<Place>([
    ['Toronto', 43.6532, -79.3832],
    ['Ottawa', 45.4215, -75.6972],
    ['Thunder Bay', 48.38, -89.25],
    ['Kenora', 49.77, -94.49],
    ['Manitoulin Island', 45.78, -82.0],
    ['Pelee Island', 41.77, -82.65],
  ])('has %s inside', (...place) => {
    expect(isInsideRegion(ontario, at(place))).toBe(true);
  });

  it.each<[Place, Place]>([
    [
      ['Windsor, ON', 42.3149, -83.0364],
      ['Detroit, MI', 42.3314, -83.0458],
    ],
    [
      ['Ottawa, ON', 45.4215, -75.6972],
      ['Gatineau, QC', 45.4765, -75.7013],
    ],
    [
      ['Sault Ste. Marie, ON', 46.52, -84.33],
      ['Sault Ste. Marie, MI', 46.49, -84.35],
    ],
    [
      ['Niagara Falls, ON', 43.09, -79.08],
      ['Buffalo, NY', 42.8864, -78.8784],
    ],
  ])('puts the river border between %s and its neighbour', (inside, outside) => {
    expect(isInsideRegion(ontario, at(inside))).toBe(true);
    expect(isInsideRegion(ontario, at(outside))).toBe(false);
  });

  it.each<Place>([
    ['Montreal, QC', 45.5, -73.57],
    ['Winnipeg, MB', 49.9, -97.14],
    ['Halifax, NS', 44.6488, -63.5752],
  ])('has %s outside', (...place) => {
    expect(isInsideRegion(ontario, at(place))).toBe(false);
  });
});
