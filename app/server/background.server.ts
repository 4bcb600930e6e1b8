/**
 * A job the server runs by itself, never in a request (the enquiry purge, the fee jobs): now, then
 * every `intervalMs`; a failure is logged with `what` and the error's first 200 characters, and
 * the next run tries again. The timer does not keep the process alive.
 * @param log the job's module logger
 * @returns a function that stops the timer
 */
export function runInBackground(
  job: () => Promise<unknown>,
  intervalMs: number,
  what: string,
  log: { error: (fields: object, message: string) => void },
): () => void {
  const run = () => {
    job().catch((error: unknown) => log.error({ error: String(error).slice(0, 200) }, what));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
