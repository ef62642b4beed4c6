/** A command line that cannot be run as given: the CLI prints its message and exits 2. */
export class UsageError extends Error {}
