// The services' test switches are off unless a test stack turns them on: on a stack started like production (this
// suite's), the fresh-customer switch (/_test-customers) and the fault switch (/_faults) do not exist (404), whatever
// the caller sends, with or without a customer's token, and no customer is created.
import { describe, expect, it } from 'vitest';
import { rest } from './context';

describe('test switches, off by default', () => {
  it('has no fresh customers: 404, and no customer is created', async () => {
    for (const customer of [null, 'emma'] as const) {
      for (const body of [{ template: 'consumer' }, { template: 'business-active' }, {}]) {
        const res = await rest(customer, 'POST', '/_test-customers', body);
        expect(res.status, `${customer}: ${JSON.stringify(body)}`).toBe(404);
        expect(res.text).not.toMatch(/example\.com|password/);
      }
    }
    expect((await rest(null, 'GET', '/_test-customers')).status).toBe(404);
  });

  it('has no fault switch: 404, and the services keep answering', async () => {
    expect((await rest(null, 'PUT', '/_faults', { path: '/photo-api', status: 503 })).status).toBe(404);
    expect((await rest(null, 'GET', '/_faults')).status).toBe(404);
    expect((await rest('emma', 'GET', '/photo-api/users')).status).toBe(200);
  });
});
