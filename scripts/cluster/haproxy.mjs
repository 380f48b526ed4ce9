// HAProxy for `npm run cluster` and its test: finds (or installs) Debian's haproxy, writes the
// configuration in front of N server processes, and talks to its runtime API (a Unix socket) to
// take one process out of rotation and put it back (rolling restart).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

/** The backend whose servers are health-checked (the other one tracks them). */
export const BACKEND = 'academy';
const CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

const findHaproxy = () => CANDIDATES.find((p) => existsSync(p)) ?? null;

/**
 * The haproxy binary, installing Debian's package (`apt-get install -y haproxy`) when it is missing
 * and we run as root. Resolves `{ path }` or `{ path: null, reason }` saying why there is none.
 */
export function ensureHaproxy({ install = true, log = console.log } = {}) {
  const found = findHaproxy();
  if (found) return { path: found };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!install || !isRoot || !existsSync('/usr/bin/apt-get')) {
    return {
      path: null,
      reason: `haproxy is not installed${isRoot ? '' : ' (and not running as root to install it)'}; install it with: sudo apt-get install -y haproxy`,
    };
  }
  log('haproxy is missing: installing Debian’s haproxy (apt-get install -y haproxy)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    // A fresh machine may have no package lists yet.
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit', env });
  }
  const installed = findHaproxy();
  return installed
    ? { path: installed }
    : { path: null, reason: `apt-get install -y haproxy failed (exit ${result.status})` };
}

/**
 * The configuration (see README "Several server processes behind HAProxy"):
 * - a process is in rotation only while GET /api/ready answers 200 (checked every 2 s, each
 *   check allowed 5 s; out after 3 failures, back after 2 successes);
 * - requests with a bearer token stick to one process per token (consistent hash of the
 *   Authorization header): a client reads its own writes at once (each process's token cache is
 *   emptied by the writes it serves; other processes hear of them a moment later through
 *   PostgreSQL NOTIFY), and the cache hits more. Everything else (sign-in, sign-up: the costly
 *   password hashing) goes round robin;
 * - a connection a process refuses (it stopped) is retried, on another process (`option redispatch`):
 *   only `conn-failure`, when nothing of the request was sent, so a write is never replayed;
 * - when no process is ready, haproxy's own 503 is JSON with Retry-After like the server's;
 * - the client's address goes to the processes in X-Forwarded-For (they trust 127.0.0.1 only),
 *   after dropping any X-Forwarded-For the client sent (haproxy is the edge);
 * - `X-Academy-Backend` names the process that answered (s1, s2…), for operators and the test.
 */
export function haproxyConfig({ port, host = '127.0.0.1', servers, socketPath, maxconn = 2000 }) {
  const noServer =
    '  http-error status 503 content-type application/json hdr Retry-After 2 string "{\\"status\\":503,\\"error\\":\\"Service Unavailable\\",\\"message\\":\\"No server process is ready; try again shortly\\"}"';
  const lines = [
    'global',
    `  maxconn ${maxconn}`,
    `  stats socket ${socketPath} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 15s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '',
    'frontend academy',
    `  bind ${host}:${port}`,
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  http-response set-header X-Academy-Backend %s',
    '  use_backend academy_token if { req.hdr(authorization) -m beg -i "bearer " }',
    `  default_backend ${BACKEND}`,
    '',
    `backend ${BACKEND}`,
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    // Generous for a busy machine: a check may take 5 s; out after 3 failed checks, back after 2.
    '  timeout check 5s',
    '  default-server inter 2s fastinter 1s downinter 1s fall 3 rise 2',
    noServer,
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
    'backend academy_token',
    '  balance hdr(Authorization)',
    '  hash-type consistent',
    noServer,
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} track ${BACKEND}/${s.name}`),
    '',
  ];
  return lines.join('\n');
}

/** Sends one command to haproxy's runtime API; resolves with its answer. */
export function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** `show stat` as rows of { pxname, svname, status, scur, … }. */
export async function haproxyStats(socketPath) {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [names[i], v])));
}
