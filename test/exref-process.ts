/** `exref serve` as a real child process (from source), for the tests that need several processes. */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { DATA_DIR, ROOT } from './helpers.ts';

const run = promisify(execFile);
export const CLI = ['--import', 'tsx', 'src/cli.ts'];

export interface ExrefProcess {
  url: string;
  proc: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once `pattern` appears in the output (or rejects after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `exref serve` on `port` and waits until it (or, with --workers, its whole pool) listens. `program` is what
 * node runs: the sources by default, or a built file.
 */
export async function startExref(port: number, env: Record<string, string>, args: string[] = [], program: readonly string[] = CLI): Promise<ExrefProcess> {
  const proc = spawn(process.execPath, [...program, 'serve', '--port', String(port), ...args], {
    cwd: ROOT,
    env: { ...process.env, EXREF_DATA_DIR: DATA_DIR, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: (() => void)[] = [];
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const w of [...waiters]) w();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = once(proc, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const waitFor = (pattern: RegExp, ms = 60_000) => new Promise<void>((resolve, reject) => {
    const check = () => {
      if (pattern.test(text)) {
        clearTimeout(timer);
        waiters.splice(waiters.indexOf(check), 1);
        resolve();
      } else if (proc.exitCode !== null || proc.signalCode !== null) {
        clearTimeout(timer);
        reject(new Error(`exref exited before ${pattern}: ${text}`));
      }
    };
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms: ${text}`)), ms);
    waiters.push(check);
    proc.once('exit', check);
    check();
  });
  const workers = args.includes('--workers') ? / with \d+ workers/ : /listening on http/;
  await waitFor(workers);
  return {
    url: `http://127.0.0.1:${port}`, proc, output: () => text, waitFor,
    async kill(signal) {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      const [code, sig] = await exited;
      return { code, signal: sig };
    },
  };
}

/** Runs the CLI to completion; never rejects. */
export async function exrefCli(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

/** Creates a key through the CLI and returns what `--json` printed (id, key, quota...). */
export async function createKey(env: Record<string, string>, ...flags: string[]): Promise<{ id: string; key: string; quota: number }> {
  const r = await exrefCli(['keys', 'create', ...flags, '--json'], env);
  if (r.code !== 0) throw new Error(`keys create failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { id: string; key: string; quota: number };
}

/** Resolves once the process has built every language in the background, so tests measure the service, not start-up. */
export async function languagesBuilt(url: string): Promise<void> {
  for (;;) {
    const startup = (await fetch(`${url}/health/startup`).then((r) => r.json())) as { all_languages_built_ms: number | null };
    if (startup.all_languages_built_ms !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
