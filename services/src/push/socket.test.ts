import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ArchiveBus } from './bus';
import { createPushSocket } from './socket';

const bus = new ArchiveBus();
const socket = createPushSocket({
  path: '/live', bus, idleTimeoutMs: 300,
  verify: async (token) => {
    if (!token.startsWith('token-')) throw new Error('invalid');
    return token.slice('token-'.length);
  },
});
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer();
  server.on('upgrade', (req, s, head) => {
    if (!socket.handleUpgrade(req, s, head)) s.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  socket.close();
  await new Promise((resolve) => server.close(resolve));
});

const connect = async (path: string, token: string) => {
  const ws = new WebSocket(`${url}${path}`);
  const texts: string[] = [];
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  ws.on('message', (data) => texts.push(data.toString()));
  ws.on('error', () => undefined);
  await new Promise((resolve) => ws.once('open', resolve).once('close', resolve));
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ action: 'authenticate', token }));
  return { ws, texts, closed };
};

describe('push socket', () => {
  it("pushes only the account's own messages after OK, and closes after the idle time", async () => {
    const a = await connect('/live', 'token-a');
    const b = await connect('/live', 'token-b');
    await expect.poll(() => [a.texts[0], b.texts[0]]).toEqual(['OK', 'OK']);
    // The idle time counts from the last message pushed (this one); timers may fire a millisecond early.
    const pushed = Date.now();
    bus.publish('ARCHIVE_STARTED', 'a', 'download-1', 0, 3);
    await expect.poll(() => a.texts.length).toBe(2);
    expect(JSON.parse(a.texts[1]!)).toMatchObject({ key: 'ARCHIVE_STARTED', message: { userId: 'a', downloadId: 'download-1', done: 0, total: 3 } });
    expect(b.texts).toEqual(['OK']);
    expect(await a.closed).toBe(1000);
    expect(Date.now() - pushed).toBeGreaterThanOrEqual(295); // idleTimeoutMs: 300
    expect(await b.closed).toBe(1000);
  });

  it('closes with 4401 on a bad token, and refuses other paths', async () => {
    expect(await (await connect('/live', 'forged')).closed).toBe(4401);
    const other = new WebSocket(`${url}/elsewhere`);
    await expect(new Promise((resolve, reject) => other.once('open', resolve).once('error', reject))).rejects.toThrow();
  });
});
