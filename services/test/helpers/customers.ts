// Demo customers for API tests: a real access token each (the real sign-in flow) and their photo ids, oldest first.
import { DEMO_IDS } from '../../src/db/seed';
import type { TestServer } from './server';
import { signIn } from './sign-in';

export type DemoName = keyof typeof DEMO_IDS;

export async function demoCustomers<N extends DemoName>(server: TestServer, names: readonly N[]) {
  const tokens = {} as Record<N, string>;
  const photosOf = {} as Record<N, string[]>;
  for (const name of names) {
    tokens[name] = (await signIn(server.baseUrl, `${name}@example.com`, 'photos123')).accessToken;
    const rows = await server.services.db.selectFrom('photos').select('id').where('user_id', '=', DEMO_IDS[name])
      .orderBy('created_at').orderBy('id').execute();
    photosOf[name] = rows.map((r) => r.id);
  }
  return { tokens, photosOf };
}
