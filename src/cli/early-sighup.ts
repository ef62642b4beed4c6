/**
 * SIGHUP's default action ends the process, and systemd's ExecReload (or the primary of `--workers`) may send it
 * while a server is still starting. This module is the first one cli.ts evaluates: from then on a SIGHUP is held,
 * and the service runs the reload it asks for once it listens (the data it loaded may predate the change the
 * signal announces). Other commands give SIGHUP its default meaning back.
 */
let held = false;
const hold = (): void => {
  held = true;
};
process.on('SIGHUP', hold);

/** Stops holding SIGHUP; true when one came meanwhile. The caller installs its own handler first. */
export function takeHeldSighup(): boolean {
  process.off('SIGHUP', hold);
  return held;
}
