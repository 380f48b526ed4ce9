// What the cluster and outage tests share: PostgreSQL and Redis probes, a throw-away database on
// the shared PostgreSQL, the built server, the API flows they drive.
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ensureServerBuilt } from '../build-server.mjs';
import { root } from '../lib.mjs';
import { serverScript } from './cluster.mjs';

const requireServer = createRequire(path.join(root, 'apps/server/package.json'));
export const pg = requireServer('pg');

/** The shared PostgreSQL (its maintenance database): POSTGRES_TEST_URL, DATABASE_URL or the local one. */
export function postgresAdminUrl() {
  const url = new URL(
    process.env.POSTGRES_TEST_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = '/postgres';
  return url;
}

export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: String(url), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used, or null. */
export async function postgresProblem(url = postgresAdminUrl()) {
  try {
    await sql(url, 'select 1');
    return null;
  } catch (error) {
    return `no PostgreSQL answers at ${url.host} (${error.message})`;
  }
}

export const redisUrl = () => process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used, or null (one PING). */
export function redisProblem(url = redisUrl()) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const fail = (why) => {
      socket.destroy();
      resolve(`no Redis answers at ${hostname}:${port || 6379} (${why})`);
    };
    socket.setTimeout(3_000, () => fail('timeout'));
    socket.on('error', (e) => fail(e.message));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG') ? null : `Redis answered ${d.toString().trim()}`);
    });
  });
}

/** A uniquely named database on the shared PostgreSQL, created now; `drop()` removes it. */
export async function createThrowAwayDatabase(prefix) {
  const admin = postgresAdminUrl();
  const name = `${prefix}_${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await sql(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: String(url),
    drop: () => sql(admin, `drop database if exists ${name} with (force)`),
  };
}

/** The built server, built now when missing or out of date (npm test builds it in an earlier step). */
export async function ensureBuiltServer() {
  await ensureServerBuilt();
  if (!existsSync(serverScript)) throw new Error(`${serverScript} is missing after the build`);
}

export const uniqueEmail = (prefix) =>
  `${prefix}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
export const uniquePhone = () => `70${randomInt(1_000_000, 9_999_999)}`;

export function signUpBody(email, password = 'cluster-pass-1') {
  return {
    firstName: 'Cluster',
    lastName: 'Player',
    email,
    language: 'en',
    phoneNumber: { countryCode: '+46', number: uniquePhone() },
    password,
  };
}

export const passwordGrant = (username, password) => ({
  grant_type: 'password',
  username,
  password,
  scope: 'read write',
});

/** The player profile of the browser tests (born 2008: no guardian approval; Stockholm). */
export function playerBody(userId) {
  return {
    clubId: null,
    clubName: `Cluster FC ${randomInt(1e6)}`,
    dateOfBirth: '2008-05-01',
    guardianEmail: null,
    gender: 'MALE',
    heightUnit: 'cm',
    heightValue: 150,
    weightUnit: 'kg',
    weightValue: 40,
    currentLocation: {
      latitude: 59.33,
      longitude: 18.07,
      city: 'Stockholm',
      country: 'Sweden',
      streetAddress: '',
    },
    nationality: 'SE',
    playerPositions: ['CENTER_FORWARD'],
    userId,
  };
}
