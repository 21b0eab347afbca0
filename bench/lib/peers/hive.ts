// Hive Gateway over a supergraph composed at bench start (mesh-compose, bench/peers/hive/mesh.config.ts) from our
// OpenAPI contracts of the photo and order APIs, on the services the bench started.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, binOf, startPeer, type PeerProcess } from './process';

export async function startHive({ port, servicesUrl, log }: { port: number; servicesUrl: string; log: (line: string) => void }): Promise<PeerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'my-account-bench-hive-'));
  const supergraph = join(dir, 'supergraph.graphql');
  log(`Hive Gateway: composing the supergraph of photo-api.yaml and order-api.yaml (mesh-compose) ...`);
  const composed = spawnSync(process.execPath, [binOf('@graphql-mesh/compose-cli'), '-c', 'peers/hive/mesh.config.ts', '-o', supergraph], {
    cwd: BENCH, env: { ...process.env, BENCH_SERVICES_URL: servicesUrl }, encoding: 'utf8',
  });
  if (composed.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mesh-compose failed:\n${composed.stdout}${composed.stderr}`);
  }
  return startPeer({
    name: 'Hive Gateway', command: process.execPath, dir, port, log, env: { NODE_ENV: 'production' },
    args: [binOf('@graphql-hive/gateway'), 'supergraph', supergraph, '--host', '127.0.0.1', '--port', String(port), '--fork', '1', '--no-masked-errors'],
  });
}
