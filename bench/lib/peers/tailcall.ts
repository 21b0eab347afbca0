// Tailcall over the photo API, from bench/peers/tailcall/photos.graphql with the bench's port for it written in (a
// Tailcall config holds its port; the upstream comes from BENCH_SERVICES_URL).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, binOf, startPeer, type PeerProcess } from './process';

export async function startTailcall({ port, servicesUrl, log }: { port: number; servicesUrl: string; log: (line: string) => void }): Promise<PeerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'my-account-bench-tailcall-'));
  const config = join(dir, 'photos.graphql');
  const committed = readFileSync(join(BENCH, 'peers/tailcall/photos.graphql'), 'utf8');
  writeFileSync(config, committed.replace(/@server\(port: \d+/, `@server(port: ${port}`));
  return startPeer({
    name: 'Tailcall', command: binOf('@tailcallhq/core-linux-x64-gnu'), args: ['start', config], dir, port, log,
    env: { BENCH_SERVICES_URL: servicesUrl },
  });
}
