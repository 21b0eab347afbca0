import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect as tcpConnect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ArchiveBus } from './bus';
import { createPushSocket, MAX_PAYLOAD_BYTES } from './socket';

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

  it('closes with 1009 on a 10 MB frame before authentication', async () => {
    expect(MAX_PAYLOAD_BYTES).toBe(64 * 1024);
    const ws = new WebSocket(`${url}/live`);
    ws.on('error', () => undefined);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(Buffer.alloc(10 * 1024 * 1024, 0x61));
    expect(await closed).toBe(1009);
  });

  it('closes on the frame header alone: the server never waits for (or reads) the 10 MB it announces', async () => {
    // A raw client: the upgrade, then only the 14-byte header of a masked 10 MB text frame and 16 bytes of it.
    const { port } = server.address() as AddressInfo;
    const socket = tcpConnect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(['GET /live HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`, 'Sec-WebSocket-Version: 13', '', ''].join('\r\n'));
    await expect.poll(() => Buffer.concat(received).toString('latin1')).toContain('\r\n\r\n');
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
    received.length = 0;
    const header = Buffer.alloc(14);
    header[0] = 0x81; // FIN, text
    header[1] = 0x80 | 127; // masked, 64-bit length follows
    header.writeBigUInt64BE(BigInt(10 * 1024 * 1024), 2);
    randomBytes(4).copy(header, 10);
    socket.write(Buffer.concat([header, Buffer.alloc(16, 0x61)]));
    await ended;
    // The server's close frame: opcode 8, status 1009 (message too big).
    const frame = Buffer.concat(received);
    expect(frame[0]! & 0x0f).toBe(0x8);
    expect(frame.readUInt16BE(2)).toBe(1009);
  });
});
