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
