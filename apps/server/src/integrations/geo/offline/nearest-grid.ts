import type { CityData } from './city-data.ts';

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const COLUMNS = 360;
const ROWS = 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Cities bucketed in one-degree cells (a compressed grid: one offsets array, one items array), so the
 * nearest city is found among the few cells around a point instead of all 135k.
 */
export class NearestCityGrid {
  private readonly cellStart: Int32Array;
  private readonly items: Int32Array;

  constructor(private readonly data: CityData) {
    const cellOf = new Int32Array(data.count);
    const counts = new Int32Array(ROWS * COLUMNS + 1);
    for (let i = 0; i < data.count; i++) {
      const cell = this.cell(row(data.latitude[i]!), column(data.longitude[i]!));
      cellOf[i] = cell;
      counts[cell + 1]!++;
    }
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.cellStart = counts.slice();
    const fill = counts;
    this.items = new Int32Array(data.count);
    for (let i = 0; i < data.count; i++) this.items[fill[cellOf[i]!]!++] = i;
  }

  /**
   * The nearest city within `maxKm` for which `accept` holds (the caller passes the country the point
   * is in, so a point near a border is not named after the town across it). -1 when none is that close.
   */
  nearest(latitude: number, longitude: number, maxKm: number, accept?: (city: number) => boolean): number {
    const rowSpan = Math.ceil(maxKm / KM_PER_DEGREE);
    const r0 = row(latitude);
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (let r = Math.max(0, r0 - rowSpan); r <= Math.min(ROWS - 1, r0 + rowSpan); r++) {
      // A degree of longitude shrinks towards the poles: widen the columns searched in this row.
      const edgeLat = Math.min(89.999, Math.max(Math.abs(r - 90), Math.abs(r - 89)));
      const kmPerColumn = KM_PER_DEGREE * Math.cos((edgeLat * Math.PI) / 180);
      const columnSpan = Math.min(COLUMNS / 2, Math.ceil(maxKm / Math.max(kmPerColumn, 1e-6)));
      const c0 = column(longitude);
      for (let dc = -columnSpan; dc <= columnSpan; dc++) {
        if (columnSpan === COLUMNS / 2 && dc === columnSpan) break;
        const c = (((c0 + dc) % COLUMNS) + COLUMNS) % COLUMNS;
        const cell = this.cell(r, c);
        for (let k = this.cellStart[cell]!; k < this.cellStart[cell + 1]!; k++) {
          const city = this.items[k]!;
          const km = distanceKm(latitude, longitude, this.data.latitude[city]!, this.data.longitude[city]!);
          if (km <= maxKm && km < bestKm && (!accept || accept(city))) {
            best = city;
            bestKm = km;
          }
        }
      }
    }
    return best;
  }

  private cell(r: number, c: number): number {
    return r * COLUMNS + c;
  }
}

function row(latitude: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor(latitude + 90)));
}

function column(longitude: number): number {
  return ((Math.floor(longitude + 180) % COLUMNS) + COLUMNS) % COLUMNS;
}
