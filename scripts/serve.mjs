// Runs the built product: reference services, then the gateway (GraphQL + GraphiQL + built client) on one URL.
// A child that stops unexpectedly is restarted with backoff; Ctrl-C (or SIGTERM) stops every process.
// Configuration by environment variables (see README).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bold, log, NODE_ARGS, root, startChild, waitFor } from './lib.mjs';
import { brands, stackEnv } from './stackEnv.mjs';
import { supervise } from './supervise.mjs';

const { port, servicesPort, servicesUrl, publicUrl, receiverDsn, env } = stackEnv();

function tsx(name, dir) {
  return () => startChild(name, process.execPath, [...NODE_ARGS[dir], 'src/main.ts'], { cwd: join(root, dir), env });
}

// Each child is restarted with backoff when it stops unexpectedly (see supervise.mjs). The services are ready when
// their /healthz (or the older /health) answers 200, the gateway when it serves /config.json.
const supervisors = [];
let stopping = false;
async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C in a terminal reaches every process of the group: the children got SIGINT already, so give them time
  // to finish before SIGTERM (a second signal makes the gateway skip its draining).
  const fromTerminal = signal === 'SIGINT' && process.stdin.isTTY;
  if (signal) log(`${signal}: stopping ${supervisors.map((s) => s.name).join(' and ')} ...`);
  await Promise.all(
    supervisors.map((s) => s.stop(fromTerminal ? { signal: null, termAfterMs: 3_000, graceMs: 8_000 } : { graceMs: 8_000 })),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** Starts a supervised child and waits until it is ready; stops everything (exit 1) when its first start fails. */
async function startOrStop(name, start, readyUrls, timeoutMs) {
  if (stopping) return new Promise(() => {}); // a signal arrived meanwhile: stop() exits
  const supervisor = supervise(name, start, {
    ready: (child) => waitFor(readyUrls, {
      timeoutMs,
      isAlive: () => child.exitCode === null && child.signalCode === null,
      // A word now and then when the child has been quiet for a while (the services print their seeding progress).
      onWait: (ms) => Date.now() - child.lastOutputAt >= 15_000 && log(`still waiting for ${name} (${Math.round(ms / 1000)} s) ...`),
    }),
  });
  supervisors.push(supervisor);
  try {
    await supervisor.started;
  } catch (error) {
    console.error(`\n✖ ${name} did not start: ${error.message}. Its output above says why; stopping.`);
    await stop(null, 1);
    return new Promise(() => {}); // stop() exits (or is already exiting)
  }
}

// UPSTREAM_CALLS_LOG (the journeys' stack): the gateway records its upstream calls there; this stack's calls only.
if (process.env.UPSTREAM_CALLS_LOG) {
  mkdirSync(dirname(process.env.UPSTREAM_CALLS_LOG), { recursive: true });
  writeFileSync(process.env.UPSTREAM_CALLS_LOG, '');
}
const startExternalServices = !process.env.SKIP_SERVICES;
if (startExternalServices) {
  const firstRun = !process.env.DATABASE_URL && !(existsSync(env.DATA_DIR) && readdirSync(env.DATA_DIR).length);
  log(`Starting the reference services on ${servicesUrl} (data in ${env.DATA_DIR}) ...`);
  log(firstRun
    ? 'First run: the services create the database and seed the demo data, which takes about a minute ...'
    : 'Waiting for the services (a first run on a new database seeds demo data, which may take about a minute) ...');
  const health = `http://127.0.0.1:${servicesPort}`;
  await startOrStop('services', tsx('services', 'services'), [`${health}/healthz`, `${health}/health`], 300_000);
}
log(`Starting the gateway on ${publicUrl} ...`);
await startOrStop('gateway', tsx('gateway', 'gateway'), `http://127.0.0.1:${port}/config.json`, 120_000);

const accounts = JSON.parse(readFileSync(join(root, 'services', 'src', 'db', 'demo-accounts.json'), 'utf8'));
const kindWidth = Math.max(...accounts.map((a) => a.kind.length)) + 1;
const brandHost = (vendor) => publicUrl.replace('://localhost', `://${vendor}.localhost`);
// The sites that sign in on their own domain (the Swedish one), each with that domain.
const ownSignIns = Object.entries(brands.parseSiteIssuers(env.OIDC_SITE_ISSUERS, () => ''))
  .map(([channel, issuer]) => `  Own sign-in  ${brandHost(channel)} signs in on ${new URL(issuer).host}\n`).join('');
// The confirmation e-mails: in the services' own mailbox, unless they go to a relay (SMTP_URL, never printed: it may
// hold a password).
const mailbox = process.env.SMTP_URL ? 'Mail         sent through the SMTP relay of SMTP_URL' : `Mailbox      ${servicesUrl}/mailbox`;
const reports = env.ERROR_REPORTING_DSN === receiverDsn ? `\n  Errors       ${servicesUrl}/error-reports` : '';
console.log(`
  ${bold('My account is running')}

  Product      ${publicUrl}
  Dutch brand  ${brandHost('fotoprint-nl')}
  GraphiQL     ${publicUrl}/graphql
  Sign-in      ${env.OIDC_ISSUER}
${ownSignIns}
  Demo accounts (password for all: ${accounts[0].password})
${accounts.map((a) => `    ${a.kind.padEnd(kindWidth)} ${a.email.padEnd(24)} ${a.description}`).join('\n')}

  ${mailbox}${reports}
  Chat agent   ${servicesUrl}/support-chat/agent

  A process that stops unexpectedly is restarted. Press Ctrl-C to stop.
`);
