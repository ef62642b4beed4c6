import type { LogLevel } from './config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  level: LogLevel;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
  log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line, to the given sink (stdout by default). */
export function createLogger(level: LogLevel, sink: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  return {
    level,
    enabled: (l) => ORDER[l] >= ORDER[level],
    log(l, msg, fields) {
      if (ORDER[l] < ORDER[level]) return;
      sink(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields })}\n`);
    },
  };
}
