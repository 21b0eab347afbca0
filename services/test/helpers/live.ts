// A client of a live connection (push/socket.ts): authenticates with a token, collects the JSON messages.
import WebSocket from 'ws';
import { expect } from 'vitest';

export interface LiveClient {
  ws: WebSocket;
  /** Every text received, 'OK' first. */
  texts: string[];
  /** The JSON messages after 'OK'. */
  messages(): any[];
  close(): void;
}

export async function connectLive(baseUrl: string, path: string, token: string): Promise<LiveClient> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`);
  const texts: string[] = [];
  ws.on('message', (data) => texts.push(data.toString()));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ action: 'authenticate', token }));
  await expect.poll(() => texts[0]).toBe('OK');
  return { ws, texts, messages: () => texts.slice(1).map((t) => JSON.parse(t)), close: () => ws.close() };
}

/** Opens a socket, sends `message` and answers the close code. */
export async function closeCodeAfter(baseUrl: string, path: string, message: string): Promise<number> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`);
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(message);
  return new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
}
