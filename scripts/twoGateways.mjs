// Two gateways behind one address (see "Deployment" in the README): the reference services once, two gateway processes
// with the same environment (REDIS_URL too, when set: one cost budget per customer) and, on PORT, a round-robin HTTP +
// WebSocket proxy in front of them (http-proxy-3) that skips an instance once it has stopped. Ports: the proxy PORT,
// the services PORT + 1, the gateways PORT + 2 and PORT + 3, and a control listener on 127.0.0.1, PORT + 4:
//   GET  /instances  each instance: name, port, pid, alive, openWebSockets (proxied now) and webSockets (ever)
//   POST /kill       SIGKILLs the live instance holding the most open WebSockets, once it has exited (409 with one left)
//   POST /start      starts the instances that are not running and answers once they are ready
// The journeys start it as a second stack (client/e2e/playwright.config.ts); by hand: PORT=4200 node scripts/twoGateways.mjs
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { log, NODE_ARGS, root, startChild, waitFor } from './lib.mjs';
import { stackEnv } from './stackEnv.mjs';

const { port, servicesPort, publicUrl, env } = stackEnv();
const controlPort = port + 4;

const start = (name, dir, childEnv) =>
  startChild(name, process.execPath, [...NODE_ARGS[dir], 'src/main.ts'], { cwd: join(root, dir), env: childEnv });
const running = (child) => Boolean(child) && child.exitCode === null && child.signalCode === null;

log(`Starting the reference services on ${env.SERVICES_PUBLIC_URL} (data in ${env.DATA_DIR}) ...`);
// No metrics listeners in this stack: the ports of `npm start`'s (PORT + 2, + 3) are this stack's gateways.
const services = start('services', 'services', { ...env, SERVICES_METRICS_PORT: '' });
await waitFor(`http://127.0.0.1:${servicesPort}/healthz`, { timeoutMs: 300_000, isAlive: () => running(services) });

const instances = ['A', 'B'].map((name, i) => ({
  name, port: port + 2 + i, child: null, ready: false, open: new Set(), webSockets: 0,
}));

async function startInstance(instance) {
  if (running(instance.child)) return;
  instance.ready = false;
  const child = start(`gateway ${instance.name}`, 'gateway', { ...env, PORT: String(instance.port), METRICS_PORT: '' });
  instance.child = child;
  child.once('exit', () => (instance.ready = false));
  await waitFor(`http://127.0.0.1:${instance.port}/config.json`, { isAlive: () => running(child) });
  instance.ready = true;
}
await Promise.all(instances.map(startInstance));

// Round robin over the instances that are up.
let turn = 0;
function nextInstance() {
  const up = instances.filter((i) => i.ready);
  return up.length ? up[turn++ % up.length] : null;
}
const proxy = createProxyServer({});
proxy.on('error', (error, _req, res) => {
  // The instance died under the request: answered as a load balancer would (a WebSocket is closed).
  if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`Bad gateway: ${error.message}`);
  else res.destroy();
});
const server = createServer((req, res) => {
  const instance = nextInstance();
  if (!instance) res.writeHead(503, { 'content-type': 'text/plain' }).end('No gateway instance is up');
  else proxy.web(req, res, { target: `http://127.0.0.1:${instance.port}` });
});
server.on('upgrade', (req, socket, head) => {
  const instance = nextInstance();
  if (!instance) return socket.destroy();
  instance.webSockets += 1;
  instance.open.add(socket);
  socket.once('close', () => instance.open.delete(socket));
  proxy.ws(req, socket, head, { target: `ws://127.0.0.1:${instance.port}` });
});

const describe = () => instances.map((i) => ({
  name: i.name, port: i.port, pid: i.child?.pid ?? null, alive: i.ready, openWebSockets: i.open.size, webSockets: i.webSockets,
}));
const answer = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const control = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/instances') return answer(res, 200, describe());
  if (req.method === 'POST' && req.url === '/start') {
    await Promise.all(instances.map(startInstance));
    return answer(res, 200, describe());
  }
  if (req.method === 'POST' && req.url === '/kill') {
    const up = instances.filter((i) => i.ready);
    if (up.length < 2) return answer(res, 409, { error: 'Only one instance is up', instances: describe() });
    const victim = up.reduce((most, i) => (i.open.size > most.open.size ? i : most));
    victim.ready = false; // no new request goes to it from now on
    const exited = new Promise((resolve) => victim.child.once('exit', resolve));
    victim.child.kill('SIGKILL');
    await exited;
    log(`gateway ${victim.name} killed (SIGKILL)`);
    return answer(res, 200, { killed: victim.name, instances: describe() });
  }
  return answer(res, 404, { error: 'GET /instances, POST /kill or POST /start' });
});

await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
await new Promise((resolve) => server.listen(port, resolve));
log(`Two gateways (${instances.map((i) => i.port).join(', ')}) behind ${publicUrl}; control on http://127.0.0.1:${controlPort}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    control.close();
    const children = [services, ...instances.map((i) => i.child)].filter(running);
    for (const child of children) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children.filter(running)) child.kill('SIGKILL');
      process.exit(0);
    }, 8_000);
    Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() => {
      clearTimeout(force);
      process.exit(0);
    });
  });
}
