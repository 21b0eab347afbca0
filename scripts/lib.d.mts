// Types of lib.mjs for the TypeScript that imports it (the test stacks of security/ and client/e2e/).
import type { ChildProcess } from 'node:child_process';

export const root: string;
export const journeysUpstreamCalls: string;
export const NODE_ARGS: { services: string[]; gateway: string[] };
export function log(message: string): void;
export function warn(message: string): void;
export function bold(text: string): string;
export function ensurePnpm(): string;
export function ensureDependencies(pnpm: string): void;
export function run(cmd: string, args: string[], env?: Record<string, string>): void;
export function startChild(name: string, cmd: string, args: string[], options?: { cwd?: string; env?: Record<string, string> }):
  ChildProcess & { lastOutputAt: number };
export function waitFor(urls: string | string[], options?: {
  timeoutMs?: number; isAlive?: () => boolean; onWait?: (elapsedMs: number) => void; onWaitEveryMs?: number;
}): Promise<void>;
export function copySeededData(dataDir: string): boolean;
