/**
 * Place search latency: `npm run bench:locations -w @academy/server`.
 * Loads the offline data set once, then times many searches of the kinds a typeahead sends (every
 * prefix of real names, several words, accents, a country after the city, misses) through the geocoder
 * and through the HTTP route (app.inject on a server with only the location routes), and prints
 * p50/p95/p99 of wall time, and of the process's CPU time for the search (which other processes on a
 * busy machine do not inflate). Options: --rounds N (default 3), --json.
 */
import os from 'node:os';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  createOfflineGeocoder,
  loadOfflinePlaces,
} from '../src/integrations/geo/offline/offline-geocoder.ts';
import { locationsRoutes } from '../src/modules/locations/locations.routes.ts';

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 3;
const asJson = args.includes('--json');

const NAMES = [
  'Stockholm',
  'Göteborg',
  'Malmö',
  'Uppsala',
  'Lisboa',
  'Porto',
  'Coimbra',
  'Paris',
  'Marseille',
  'Lyon',
  'Lagos',
  'Abuja',
  'Accra',
  'Nairobi',
  'Kinshasa',
  'Luanda',
  'Maputo',
  'Dakar',
  'Johannesburg',
  'Cape Town',
  'São Paulo',
  'Rio de Janeiro',
  'Buenos Aires',
  'New York',
  'Los Angeles',
  'San Francisco',
  'Springfield',
  'London',
  'Manchester',
  'Zürich',
  'Genève',
  'München',
  'Kraków',
  'Warszawa',
  'Istanbul',
  'Reykjavík',
];
const EXTRA = [
  'stock holm',
  'stock+holm',
  'Göteb',
  'goteb',
  'paris fr',
  'paris france',
  'lisboa portugal',
  'lagos pt',
  'san jose cr',
  'new york us',
  'saint',
  'san',
  'st',
  'la',
  'x',
  'q',
  'zz',
  'qqqq',
  'sodertalje',
  'Ñ',
  'a b c',
  'rio de',
  'port',
  'ville',
  'new',
  'city',
];

function queries(): string[] {
  const list: string[] = [];
  for (const name of NAMES) for (let n = 1; n <= name.length; n++) list.push(name.slice(0, n));
  return list.concat(EXTRA);
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    count: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted.at(-1)!),
  };
}

const loadStarted = performance.now();
const places = await loadOfflinePlaces();
const loadMs = Math.round(performance.now() - loadStarted);

const geocoder = createOfflineGeocoder();
const list = queries();
const languages = ['en', 'sv', 'fr', 'pt'] as const;

// Warm the JIT the way a running server is warm, then measure.
for (const q of list) await geocoder.search(q, 'en', 10);
const core: number[] = [];
const coreCpu: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const [i, q] of list.entries()) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await geocoder.search(q, languages[i % 4]!, 10);
    core.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    coreCpu.push((used.user + used.system) / 1000);
  }
}

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
await app.register(locationsRoutes, { geocoder });
await app.ready();
const url = (q: string, language: string) =>
  `/api/v1/location?query=${encodeURIComponent(q)}&language=${language}`;
for (const q of list) await app.inject({ method: 'GET', url: url(q, 'en') });
const http: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const [i, q] of list.entries()) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: url(q, languages[i % 4]!) });
    http.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${q}: HTTP ${res.statusCode} ${res.body}`);
  }
}
await app.close();

const result = {
  dataSet: { cities: places.data.count, searchKeys: places.index.size, loadAndIndexMs: loadMs },
  loadAverage: os.loadavg().map((v) => Math.round(v * 10) / 10),
  searchMs: percentiles(core),
  searchCpuMs: percentiles(coreCpu),
  httpMs: percentiles(http),
  memoryMB: Math.round(process.memoryUsage().rss / 1e6),
};
if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(
    `data set: ${result.dataSet.cities} cities, ${result.dataSet.searchKeys} search keys, loaded and indexed in ${loadMs} ms`,
  );
  console.log(`${list.length} distinct queries x ${rounds} rounds, limit 10, languages en/sv/fr/pt`);
  for (const [name, p] of [
    ['geocoder.search (wall)', result.searchMs],
    ['geocoder.search (CPU)', result.searchCpuMs],
    ['GET /api/v1/location', result.httpMs],
  ] as const) {
    console.log(
      `${name.padEnd(24)} n=${p.count}  p50 ${p.p50} ms  p95 ${p.p95} ms  p99 ${p.p99} ms  max ${p.max} ms`,
    );
  }
  console.log(`resident memory: ${result.memoryMB} MB`);
  console.log(`load average (1, 5, 15 min) on ${os.cpus().length} cores: ${result.loadAverage.join(', ')}`);
}
