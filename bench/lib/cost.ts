// The gateway's operation guard (static cost + budget, the same code as in the request pipeline), timed in-process
// on the client's persisted documents and on a refused cost bomb.
import { parse } from 'graphql';
import { buildSchema } from '../../gateway/src/schema';
import { createCostBudget } from '../../gateway/src/security/budget';
import { createOperationGuard } from '../../gateway/src/security/operationGuard';
import type { Row } from './table';

const ROUNDS = 5_000;

async function timePerCall(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 500; i += 1) await run(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i += 1) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / ROUNDS;
}

export async function benchCostCheck(documents: { name: string; text: string; variables: Record<string, unknown> }[]): Promise<Row[]> {
  const schema = buildSchema();
  const guard = createOperationGuard(schema, createCostBudget({ pointsPerMinute: Number.MAX_SAFE_INTEGER }));
  const rows: Row[] = [];
  for (const { name, text, variables } of documents) {
    const document = parse(text);
    const request = { document, variables, accountId: 'bench', address: '127.0.0.1', persisted: true };
    const cost = await guard.check(request);
    const ms = await timePerCall(() => guard.check(request));
    rows.push({ metric: `Cost check time per request, ${name}, ms`, value: ms.toFixed(3), target: '< 1', pass: ms < 1, note: `cost ${cost}, static cost + budget, ${ROUNDS} rounds` });
  }
  const bomb = parse(`{ viewer { photoLibrary { albums(first: 100) { edges { node { photos(first: 100) { edges { node { id } } } } } } } } }`);
  const refused = { document: bomb, accountId: 'bench', address: '127.0.0.1', persisted: false };
  const ms = await timePerCall(() => guard.check(refused).catch(() => undefined));
  rows.push({ metric: 'Cost check time, refused cost bomb (QUERY_TOO_COSTLY), ms', value: ms.toFixed(3), target: '< 1', pass: ms < 1, note: '100 albums × 100 photos' });
  return rows;
}
