import { describe, expect, it } from 'vitest';
import { distanceKm } from './nearest-grid.ts';
import { searchKey, searchWords } from './normalize.ts';
import { createOfflineGeocoder, loadOfflinePlaces } from './offline-geocoder.ts';

describe('search words', () => {
  it('drops accents, case and separators', () => {
    expect(searchWords('Göteborg')).toEqual(['goteborg']);
    expect(searchWords('stock+holm')).toEqual(['stock', 'holm']);
    expect(searchWords('Stockton-on-Tees, GB')).toEqual(['stockton', 'on', 'tees', 'gb']);
    expect(searchKey('São  Paulo')).toBe('saopaulo');
    expect(searchKey('Łódź')).toBe('lodz');
    expect(searchKey('Straße')).toBe('strasse');
    expect(searchKey('Qal‘ah-ye Kūf')).toBe('qalahyekuf');
    expect(searchKey('Москва')).toBe('москва');
    expect(searchWords('!!! ---')).toEqual([]);
  });
});

describe('offline places', () => {
  it('loads the data set once per process and every localised city name resolves', async () => {
    const [a, b] = await Promise.all([loadOfflinePlaces(), loadOfflinePlaces()]);
    expect(a).toBe(b);
    expect(a.data.count).toBeGreaterThan(130_000);
    expect(a.index.unresolvedNames).toEqual([]);
  });

  it('finds the same nearest city through the grid as by checking every city', async () => {
    const places = await loadOfflinePlaces();
    const { data, grid } = places;
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let compared = 0;
    for (let n = 0; n < 150; n++) {
      // Points near real cities, so most have one within range.
      const base = Math.floor(random() * data.count);
      const lat = Math.max(-90, Math.min(90, data.latitude[base]! + (random() - 0.5) * 1.5));
      const lon = ((data.longitude[base]! + (random() - 0.5) * 1.5 + 540) % 360) - 180;
      let best = -1;
      let bestKm = Number.POSITIVE_INFINITY;
      for (let c = 0; c < data.count; c++) {
        const km = distanceKm(lat, lon, data.latitude[c]!, data.longitude[c]!);
        if (km <= 100 && km < bestKm) {
          best = c;
          bestKm = km;
        }
      }
      const found = grid.nearest(lat, lon, 100);
      expect(found === -1 ? -1 : distanceKm(lat, lon, data.latitude[found]!, data.longitude[found]!)).toBe(
        best === -1 ? -1 : bestKm,
      );
      compared++;
    }
    expect(compared).toBe(150);
  });

  it('answers a typeahead search in well under 20 ms of CPU', async () => {
    const geocoder = createOfflineGeocoder();
    await geocoder.warmUp();
    const queries = ['Stockholm', 'São Paulo', 'Lagos', 'Springfield', 'New York'].flatMap((name) =>
      Array.from({ length: name.length }, (_, n) => name.slice(0, n + 1)),
    );
    for (const query of queries) await geocoder.search(query, 'en', 10);
    const samples: number[] = [];
    for (const query of queries) {
      // CPU time, not wall time: other test workers share the two cores.
      const started = process.cpuUsage();
      await geocoder.search(query, 'en', 10);
      const used = process.cpuUsage(started);
      samples.push((used.user + used.system) / 1000);
    }
    samples.sort((x, y) => x - y);
    // `npm run bench:locations` gives the wall-clock figures.
    expect(samples[Math.floor(samples.length * 0.95)]).toBeLessThan(20);
  });
});
