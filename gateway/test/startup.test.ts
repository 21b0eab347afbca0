import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** The gateway started as `npm start` starts it, with these variables over an environment of no configuration. */
function start(variables: Record<string, string>) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...variables };
  return spawnSync(process.execPath, ['--import', 'tsx/esm', main], { env, encoding: 'utf8', timeout: 30_000 });
}

describe('the gateway at start-up', () => {
  it('stops at once on an upstream URL or a port that is not usable, naming each variable', () => {
    const run = start({ PORT: 'http', ORDER_API_URL: 'order-service:8080', SUPPORT_CHAT_SOCKET_URL: 'http://chat.example/live' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The gateway's configuration is not usable:");
    expect(run.stderr).toContain('PORT must be a port number, got "http"');
    expect(run.stderr).toContain('ORDER_API_URL must be an http:// or https:// URL, got "order-service:8080"');
    expect(run.stderr).toContain('SUPPORT_CHAT_SOCKET_URL must be a ws:// or wss:// URL, got "http://chat.example/live"');
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe('the gateway on SIGTERM', () => {
  it("drains and exits with 0, once (its own signal handling, not Apollo's)", async () => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(await freePort()), LOG_LEVEL: 'info' };
    const child = spawn(process.execPath, ['--import', 'tsx/esm', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => output.includes('Gateway ready') && resolve());
      child.once('exit', () => reject(new Error(`the gateway stopped before it was ready:\n${output}`)));
    });
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(output).toContain('SIGTERM: draining connections (at most 10000 ms)');
    expect(code).toBe(0);
  });
});
