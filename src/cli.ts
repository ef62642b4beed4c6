#!/usr/bin/env node
// First: a SIGHUP during start-up must not end a server (see early-sighup.ts).
import { takeHeldSighup } from './cli/early-sighup.ts';
import cluster from 'node:cluster';
import { isMainThread } from 'node:worker_threads';
import { ConfigError, boundBaseUrl, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { parseArgs, configSource, CONFIG_FLAGS, DATA_FLAGS } from './cli/args.ts';
import { UsageError } from './cli/usage-error.ts';
import { watchParent } from './cli/parent-watch.ts';
import { reportListening, runPrimary, workerLogger } from './cluster/workers.ts';
import { createLogger } from './log.ts';
import { startService } from './service.ts';
import { VERSION } from './version.ts';

const HELP = `exref ${VERSION}: a self-hostable exercise reference API

Usage:
  exref demo                 start on the shipped demo catalogue: lays out the demo media store, provisions
                             demo keys on first run (npm start)
  exref serve [--workers N]  start in production mode (strict configuration); N processes on one port with
                             --workers (needs --redis-url / EXREF_REDIS_URL when N > 1)
  exref data check [--strict]
                             validate the catalogue folder and print every problem found, then the translation
                             coverage of each language and the strings served in English (--strict: refuse them)
  exref data import free-exercise-db <exercises.json> [--images DIR] --out DIR [--media-dir DIR]
                             convert a free-exercise-db file into a data folder, its pictures into the media store
  exref media prepare        lay out the demo media store: every catalogue video and preview image as a link
                             to a clip in media/demo/ (idempotent; real files are never replaced)
  exref keys create --tier TIER [--quota N] [--billing monthly|annual] [--unpaid]
                    [--expires ISO-8601] [--name TEXT] [--json]
  exref keys list [--json]
  exref keys show ID [--json]
  exref keys revoke ID
  exref keys pay ID          mark a custom plan's checkout complete
  exref state migrate        copy the state folder's keys and this period's usage into Redis (EXREF_REDIS_URL);
                             idempotent, never lowers a usage Redis already holds
  exref mcp                  Model Context Protocol server on stdin/stdout: one tool per keyed endpoint of the API at
                             EXREF_BASE_URL (default http://127.0.0.1:8080), called with your key EXREF_API_KEY
                             (the tool list is read from its /openapi.json at the first tools/list or tools/call)
  exref --help | --version

Options (each also an environment variable):
${Object.entries(CONFIG_FLAGS).map(([f, v]) => `  --${f.padEnd(22)} ${v}`).join('\n')}

Other settings are read from the environment only: MEDIA_TOKEN_SECRET, MEDIA_TOKEN_TTL, UPGRADE_URL,
TRUST_PROXY, CORS_ORIGINS, LEDGER_INTERVAL_MS, EXREF_METERING, EXREF_REDIS_PREFIX, EXREF_I18N_STRICT. See README.md.

SIGHUP (systemctl reload) makes a running server load the data folder again and swap it in without a restart.`;

const BOOLEAN_FLAGS = new Set(['json', 'unpaid', 'help', 'version', 'strict']);
const KEY_FLAGS = ['tier', 'quota', 'billing', 'unpaid', 'expires', 'name', 'json'];

function fail(message: string, code = 2): never {
  process.stderr.write(`exref: ${message}\n`);
  process.exit(code);
}

async function serve(config: Config, demo: boolean): Promise<void> {
  if (config.workers > 1 && config.redisUrl === null) {
    fail(`configuration: EXREF_WORKERS=${config.workers} (--workers) needs EXREF_REDIS_URL (--redis-url): the state folder serves one process only`);
  }
  // How to try the demo is printed once the server listens, with the base it serves.
  let printTry = (_publicBaseUrl: string): void => undefined;
  if (demo && !cluster.isWorker) {
    const [{ openKeysBackend }, { provisionDemoKeys, demoTryLines }] = await Promise.all([import('./cli/keys-command.ts'), import('./cli/demo.ts')]);
    const backend = config.redisUrl !== null ? await openKeysBackend(config) : null;
    try {
      const demoKeys = await provisionDemoKeys(config.stateDir, new Date(), backend?.store);
      for (const line of demoKeys.lines) process.stdout.write(`${line}\n`);
      printTry = (publicBaseUrl) => {
        for (const line of demoTryLines(demoKeys, publicBaseUrl)) process.stdout.write(`${line}\n`);
      };
    } finally {
      await backend?.close();
    }
  }
  const log = createLogger(config.logLevel);
  // A reader of stdout that went away (a log shipper that died, a closed pipe) must not turn the next line printed,
  // such as the one at SIGTERM, into a crash that skips the drain: those lines are lost, and the log counts its own.
  process.stdout.on('error', () => undefined);
  if (config.workers > 1 && cluster.isPrimary) {
    const done = runPrimary(config.workers, log, (url) => {
      const publicBaseUrl = boundBaseUrl(config, Number(new URL(url).port));
      printTry(publicBaseUrl);
      process.stdout.write(`exref ${VERSION} listening on ${url} with ${config.workers} workers (public base ${publicBaseUrl}). Docs: ${publicBaseUrl}/docs\n`);
    });
    // runPrimary forwards SIGHUP from here on; one held before reached no worker, and they all load the data anew.
    takeHeldSighup();
    process.exit(await done);
  }
  const service = await startService(config, workerLogger(log));
  const who = cluster.isWorker ? ` (worker ${cluster.worker!.id}, pid ${process.pid})` : '';
  const { publicBaseUrl } = service.server.app.config;
  printTry(publicBaseUrl);
  process.stdout.write(`exref ${VERSION} listening on ${service.url}${who} (public base ${publicBaseUrl}), ready in ${service.startupMs} ms. Docs: ${publicBaseUrl}/docs\n`);
  reportListening(service.url);
  let signals = 0;
  const drain = (why: string) => {
    // A worker hears Ctrl-C from the terminal and SIGTERM from its primary: only a single one drains it.
    if (++signals > 1) {
      if (cluster.isWorker) return;
      process.exit(1);
    }
    process.stdout.write(`${why}: draining in-flight requests${who}\n`);
    service.stop().then(() => process.exit(0), (err: Error) => fail(`shutdown failed: ${err.message}`, 1));
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
  // npm passes SIGINT and SIGTERM on to the script it runs, but a SIGHUP (a terminal closing, `kill -HUP` of npm)
  // ends npm alone: the server would outlive it, on its port, while whatever restarts npm finds the port taken.
  // A server npm started stops once npm is gone.
  if (process.env.npm_lifecycle_event !== undefined && !cluster.isWorker) {
    watchParent((pid) => drain(`npm (pid ${pid}) exited`));
  }
  // systemctl reload (ExecReload) sends SIGHUP; with --workers the primary forwards it to every worker, and each
  // serving process reloads its own catalogue. The outcome is logged by reload() itself.
  process.on('SIGHUP', () => void service.reload());
  if (takeHeldSighup()) void service.reload();
}

async function main(argv: string[]): Promise<void> {
  const parsed = parseArgs(argv, BOOLEAN_FLAGS);
  if (!parsed.ok) fail(parsed.error);
  const { args } = parsed;
  const command = args.positional[0];
  if (command !== 'serve' && command !== 'demo' && takeHeldSighup()) process.kill(process.pid, 'SIGHUP'); // its default: end
  if (args.flags.has('version')) return void process.stdout.write(`${VERSION}\n`);
  if (!command || args.flags.has('help') || command === 'help') return void process.stdout.write(`${HELP}\n`);

  // A stray word after `serve` or `demo` (a misplaced flag value, a typo of another command) is refused, not ignored.
  if ((command === 'serve' || command === 'demo') && args.positional.length > 1) {
    fail(`${command} takes no arguments (got "${args.positional.slice(1).join(' ')}"); its settings are environment variables and flags. Run exref --help`);
  }

  // Each command's modules are loaded when it runs: `serve` starts without the others' code.
  const allowed = command === 'keys' ? KEY_FLAGS : command === 'data' ? DATA_FLAGS : [];
  const src = configSource(process.env, args.flags, allowed);
  if ('error' in src) fail(src.error);
  let config: Config;
  try {
    if (command === 'demo') {
      const { demoMediaSecret } = await import('./cli/demo.ts');
      src.source.MEDIA_TOKEN_SECRET ||= await demoMediaSecret(loadConfig(src.source).stateDir);
      src.source.EXREF_ENV ||= 'demo';
    }
    config = loadConfig(src.source);
  } catch (err) {
    if (err instanceof ConfigError) fail(`configuration: ${err.message}`);
    throw err;
  }

  switch (command) {
    case 'demo':
      // The API works without media files, so a store that cannot be laid out is reported, not fatal.
      if (!cluster.isWorker) await import('./cli/media-command.ts').then(({ prepareDemoMedia }) => prepareDemoMedia(config)).then(
        (line) => process.stdout.write(`${line}\n`),
        (err: Error) => process.stderr.write(`exref: media prepare failed (media URLs will answer 404): ${err.message}\n`),
      );
      return serve(config, true);
    case 'serve': {
      const loopback = /^(127\.|::1$|localhost$)/.test(config.host);
      if (!loopback && !src.source.PUBLIC_BASE_URL) {
        fail(`configuration: PUBLIC_BASE_URL must be set when HOST=${config.host} is not a loopback address (media URLs are built from it)`);
      }
      return serve(config, false);
    }
    case 'data': {
      let outcome;
      const { dataCommand } = await import('./cli/data-command.ts');
      try {
        outcome = await dataCommand(config, args, (line) => process.stdout.write(`${line}\n`));
      } catch (err) {
        if (err instanceof UsageError) fail(err.message);
        throw err;
      }
      if (outcome.code !== 0) fail(outcome.message ?? 'failed', outcome.code);
      return;
    }
    case 'media':
    case 'state':
      try {
        const run = command === 'media' ? (await import('./cli/media-command.ts')).mediaCommand : (await import('./cli/state-command.ts')).stateCommand;
        await run(config, args, (line) => process.stdout.write(`${line}\n`));
      } catch (err) {
        if (err instanceof UsageError) fail(err.message);
        throw err;
      }
      return;
    case 'mcp': {
      const { checkMcpSettings, serveMcp } = await import('./mcp/server.ts');
      const baseUrl = process.env.EXREF_BASE_URL || 'http://127.0.0.1:8080';
      const problem = checkMcpSettings(process.env.EXREF_API_KEY, baseUrl);
      if (problem) fail(`configuration: ${problem}`);
      // stdout carries the protocol: logs go to stderr.
      const log = createLogger(config.logLevel, (line) => process.stderr.write(line));
      log.log('info', 'exref mcp started', { base_url: baseUrl });
      await serveMcp({ input: process.stdin, output: process.stdout, baseUrl, apiKey: process.env.EXREF_API_KEY!, log });
      return;
    }
    case 'keys':
      try {
        const { keysCommand, openKeysBackend } = await import('./cli/keys-command.ts');
        const backend = await openKeysBackend(config);
        try {
          await keysCommand(backend, args, (line) => process.stdout.write(`${line}\n`));
        } finally {
          await backend.close();
        }
      } catch (err) {
        // Exit 2 is for what the operator typed; a store that cannot be read or changed now (a corrupt file, a
        // lock held too long, Redis away) is a failure of the moment: 1.
        if (err instanceof UsageError) fail(err.message);
        if (err instanceof Error) fail(err.message, 1);
        throw err;
      }
      return;
    default:
      fail(`unknown command "${command}". Run exref --help`);
  }
}

// Built, the whole program is one file, and the English search tables' worker thread loads that file for its job
// (english-tables.ts): the command runs on the main thread only.
if (isMainThread) main(process.argv.slice(2)).catch((err: Error) => fail(err.message, 1));
