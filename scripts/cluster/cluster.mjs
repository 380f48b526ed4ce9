// N processes of the built server (apps/server/dist/server.js, as `npm start` runs it) on free
// ports, one PostgreSQL and Redis, behind HAProxy. Used by `npm run cluster` (scripts/cluster.mjs)
// and by the cluster test (scripts/cluster/cluster.test.mjs).
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../lib.mjs';
import { BACKEND, haproxyCommand, haproxyConfig, haproxyStats } from './haproxy.mjs';

export { freePort };

export const serverScript = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');

/**
 * Holds `port` (0: a free one) on 127.0.0.1 until `release()`, so nothing else takes it while the
 * processes behind the proxy start (tens of seconds on a busy machine); fails at once when taken.
 */
function reservePort(port) {
  return new Promise((resolve, reject) => {
    const holder = net.createServer();
    holder.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} of 127.0.0.1 is already in use`) : error),
    );
    holder.listen(port, '127.0.0.1', () =>
      resolve({ port: holder.address().port, release: () => new Promise((r) => holder.close(() => r())) }),
    );
  });
}

/** Polls `check` (every `every` ms) until it returns something truthy; throws `what` after `ms`. */
export async function waitFor(check, { ms = 60_000, every = 100, what = 'the condition' } = {}) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error?.fatal) throw error;
      last = error;
    }
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(
    `${what} did not happen within ${ms / 1000} s${last ? ` (last error: ${last.message})` : ''}`,
  );
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? child.signalCode)
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (or signal). */
export async function terminate(child, graceMs = 20_000) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited(child);
  clearTimeout(timer);
  return code;
}

export function startProcess(server, env) {
  const out = openSync(server.logFile, 'a');
  const child = spawn(process.execPath, [serverScript], {
    env: { ...env, PORT: String(server.port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return child;
}

export async function waitReady(server, ms) {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) {
        const error = new Error(
          `${server.name} exited (code ${server.child.exitCode}) before it was ready; see ${server.logFile}`,
        );
        throw Object.assign(error, { fatal: true });
      }
      return (await fetch(`http://127.0.0.1:${server.port}/api/ready`)).status === 200;
    },
    { ms, what: `${server.name} (port ${server.port}) answering /api/ready` },
  );
}

/**
 * Starts `processes` server processes and haproxy on `port` (0: a free one). `env` is the servers'
 * environment (DATABASE_URL, REDIS_URL, TOTP_ENCRYPTION_KEY…); `dir` receives the haproxy
 * configuration, its socket and one log file per process (s1.log…, haproxy.log).
 */
export async function startCluster({ processes = 3, port = 0, env, dir, haproxy, readyMs = 180_000 }) {
  const reserved = await reservePort(port);
  const proxyPort = reserved.port;
  const url = `http://127.0.0.1:${proxyPort}`;
  const socketPath = path.join(dir, 'haproxy.sock');
  const serverEnv = {
    NODE_ENV: 'production',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: url,
    ...env,
  };
  const servers = [];
  for (let i = 1; i <= processes; i++) {
    servers.push({
      name: `s${i}`,
      port: await freePort(),
      logFile: path.join(dir, `s${i}.log`),
      child: null,
    });
  }
  let proxy = null;
  const stop = async () => {
    if (proxy) await terminate(proxy, 5_000);
    await Promise.all(servers.filter((s) => s.child).map((s) => terminate(s.child)));
  };
  try {
    // All at once: migrations run under an advisory lock, so they apply once.
    for (const s of servers) s.child = startProcess(s, serverEnv);
    await Promise.all(servers.map((s) => waitReady(s, readyMs)));

    await reserved.release();
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: proxyPort, servers, socketPath }));
    const proxyLog = openSync(path.join(dir, 'haproxy.log'), 'a');
    proxy = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', proxyLog, proxyLog] });
    closeSync(proxyLog);
    const proxyLogTail = () =>
      readFileSync(path.join(dir, 'haproxy.log'), 'utf8').trim().split('\n').slice(-10).join('\n');
    await waitFor(
      async () => {
        if (proxy.exitCode !== null || proxy.signalCode !== null) {
          const error = new Error(
            `haproxy exited (${proxy.exitCode ?? proxy.signalCode}):\n${proxyLogTail()}`,
          );
          throw Object.assign(error, { fatal: true });
        }
        const rows = await haproxyStats(socketPath);
        return servers.every(
          (s) => rows.find((r) => r.pxname === BACKEND && r.svname === s.name)?.status === 'UP',
        );
      },
      { ms: 60_000, what: 'haproxy seeing every process UP' },
    ).catch((error) => {
      throw error.fatal ? error : new Error(`${error.message}; haproxy's log:\n${proxyLogTail()}`);
    });
  } catch (error) {
    await reserved.release().catch(() => {});
    await stop();
    throw error;
  }

  /** haproxy's view of one process: its state in the checked backend, its requests in flight in both. */
  const statusOf = async (name) => {
    const rows = (await haproxyStats(socketPath)).filter((r) => r.svname === name);
    return {
      status: rows.find((r) => r.pxname === BACKEND)?.status,
      inFlight: rows.reduce((n, r) => n + Number(r.scur || 0), 0),
    };
  };

  return {
    url,
    port: proxyPort,
    servers,
    socketPath,
    proxy,
    stop,
    statusOf,
    /**
     * Rolling restart of one process: out of rotation (MAINT: haproxy sends it nothing new and lets
     * its requests finish), SIGTERM once it has none (the server drains and exits 0), started
     * again on the same port, and back in rotation once /api/ready answers and haproxy's checks agree.
     * Resolves with the old process's exit code.
     */
    async restart(name, { readyMs: ms = readyMs } = {}) {
      const server = servers.find((s) => s.name === name);
      await haproxyCommand(socketPath, `disable server ${BACKEND}/${name}`);
      await waitFor(async () => (await statusOf(name)).inFlight === 0, {
        ms: 60_000,
        what: `${name} finishing its requests`,
      });
      const code = await terminate(server.child);
      server.child = startProcess(server, serverEnv);
      await waitReady(server, ms);
      await haproxyCommand(socketPath, `enable server ${BACKEND}/${name}`);
      await waitFor(async () => (await statusOf(name)).status === 'UP', {
        ms: 30_000,
        what: `haproxy taking ${name} back`,
      });
      return code;
    },
  };
}
