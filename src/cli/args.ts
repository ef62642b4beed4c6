/** A small, strict argument parser: `--name value`, `--name=value` and boolean `--flag`. Pure. */
export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export type ArgsResult = { ok: true; args: ParsedArgs } | { ok: false; error: string };

export function parseArgs(argv: readonly string[], booleanFlags: ReadonlySet<string>): ArgsResult {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (booleanFlags.has(name)) {
      if (eq >= 0) return { ok: false, error: `--${name} takes no value` };
      flags.set(name, true);
    } else if (eq >= 0) {
      flags.set(name, a.slice(eq + 1));
    } else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return { ok: false, error: `--${name} needs a value` };
      flags.set(name, value);
      i++;
    }
  }
  return { ok: true, args: { positional, flags } };
}

/** CLI flags that stand for configuration variables. */
export const CONFIG_FLAGS: Readonly<Record<string, string>> = {
  port: 'PORT',
  host: 'HOST',
  'public-base-url': 'PUBLIC_BASE_URL',
  'data-dir': 'EXREF_DATA_DIR',
  'media-dir': 'EXREF_MEDIA_DIR',
  'state-dir': 'EXREF_STATE_DIR',
  'log-level': 'LOG_LEVEL',
  'media-fallback-origin': 'MEDIA_FALLBACK_ORIGIN',
  durability: 'LEDGER_DURABILITY',
  'redis-url': 'EXREF_REDIS_URL',
  workers: 'EXREF_WORKERS',
};

/** The environment with configuration flags laid over it; a flag that is neither a setting nor allowed is an error. */
export function configSource(
  env: Record<string, string | undefined>,
  flags: Map<string, string | true>,
  allowed: readonly string[],
): { source: Record<string, string | undefined> } | { error: string } {
  const source = { ...env };
  for (const [name, value] of flags) {
    const variable = CONFIG_FLAGS[name];
    if (variable) {
      if (value === true) return { error: `--${name} needs a value` };
      source[variable] = value;
    } else if (!allowed.includes(name)) {
      return { error: `unknown option --${name}` };
    }
  }
  return { source };
}

/** The flags of `exref data` (its subcommands say which of them each takes). */
export const DATA_FLAGS = ['strict', 'images', 'out'];
