import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * How long a test waits for a production server to answer (ms): a first start runs initdb (about
 * 700 MB and seconds of CPU) and the embedded database's recovery, on a two-core machine that may
 * be running three test workers and other work (load average 7–12; at 40–45 a start on the
 * embedded database once took over 180 s). A readiness poll returns at
 * the first answer, so a generous limit costs nothing when the machine is idle.
 * docs/decisions/test-speed.md "Deadlines".
 */
export const SERVER_START_TIMEOUT_MS = 300_000;

/**
 * Polls `url`/robots.txt until the server process answers 200 (a readiness poll, not a fixed
 * wait: it returns at the first answer).
 * @param timeoutMs how long to poll before the process is killed
 * @throws when the process exits first or does not answer within `timeoutMs`; the message
 *   carries everything it printed
 */
export async function waitUntilListening(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${output()}`);
    }
    await delay(100);
  }
}
