import { EXERCISES_FILE, checkExercises, readJsonFile } from '../catalogue/load-exercises.ts';
import { DataError } from '../catalogue/model.ts';
import type { DataProblem } from '../catalogue/model.ts';
import type { Config } from '../config.ts';
import { formatPrepareResult, prepareMediaStore } from '../media/prepare.ts';
import type { ParsedArgs } from './args.ts';
import { UsageError } from './usage-error.ts';

export const MEDIA_USAGE = 'usage: exref media prepare [--media-dir DIR] [--data-dir DIR]';

/**
 * Lays out the demo media store in the configured media folder for the catalogue in the data folder, and returns
 * the line to print. Reads only exercises.json: the store needs file names, not the language views.
 */
export async function prepareDemoMedia(config: Pick<Config, 'dataDir' | 'mediaDir'>): Promise<string> {
  const problems: DataProblem[] = [];
  const raw = await readJsonFile(config.dataDir, EXERCISES_FILE, problems);
  const exercises = raw === undefined ? [] : checkExercises(raw, problems);
  if (problems.length > 0) throw new DataError(problems);
  return formatPrepareResult(config.mediaDir, await prepareMediaStore(config.mediaDir, exercises));
}

/** `exref media prepare`. */
export async function mediaCommand(config: Config, args: ParsedArgs, out: (line: string) => void): Promise<void> {
  if (args.positional[1] !== 'prepare' || args.positional.length > 2) throw new UsageError(MEDIA_USAGE);
  out(await prepareDemoMedia(config));
}
