/** How often the parent process is looked for: a getppid(2) each time. */
const PARENT_CHECK_MS = 500;

/**
 * Calls `gone` once the process that started this one has exited: Linux and the BSDs then give this process a new
 * parent. The timer never keeps the process alive; the returned function stops the watch.
 */
export function watchParent(gone: (parentPid: number) => void, everyMs = PARENT_CHECK_MS): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone(parent);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
