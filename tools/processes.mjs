// Child processes for the workspace scripts: each in its own process group, so that stopping one stops
// everything it started (Next's server, PostgreSQL under the API), and nothing is left behind.
import { spawn } from 'node:child_process';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running service in its own process group, prefixing its output with `name`. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  });
  const prefix = (stream, out) =>
    stream?.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return child;
}

/** Sends SIGTERM to the service's process group, then SIGKILL if it has not exited after `graceMs`. */
export async function stopService(child, graceMs = 10000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Polls a GraphQL endpoint until `health` answers, or fails after `timeoutMs`. */
export async function waitForApi(url, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { status database } }' }),
      });
      const body = await response.json();
      if (body.data?.health) return body.data.health;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls a page until it answers with any HTTP status below 500. */
export async function waitForPage(url, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The site did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
