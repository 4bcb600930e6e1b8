// Bench: how long an admin change on one server takes to reach another server's cached `/`
// (docs/decisions/bench.md "The production scenario", docs/decisions/production.md "Several
// servers on one PostgreSQL"). Two production servers on one scratch PostgreSQL database; the
// change is stored through the first, and the second's page cache is cleared by PostgreSQL
// LISTEN/NOTIFY. e2e/multi-instance.spec.ts proves that it happens; this measures how fast.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { median } from "./report.mjs";
import { startServer } from "./server.mjs";

/** How often the second server's `/` is asked while waiting for the change (ms). */
const POLL_MS = 5;
/** A round that has not shown the change after this long is counted as missed (ms). */
const GIVE_UP_MS = 30_000;

/** A session cookie header from the /adminlogin form action, or an Error. */
async function signIn(origin, admin) {
  const response = await fetch(`${origin}/adminlogin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0)
    throw new Error(`admin sign-in answered ${response.status}`);
  return cookies.join("; ");
}

/** Milliseconds from the end of the admin's POST on `a` until `b`'s `/` shows it, or null. */
async function oneRound(a, b, cookie) {
  const name = `Propagation ${randomBytes(4).toString("hex")}`;
  await (await fetch(`${b}/`)).text();
  if ((await fetch(`${b}/`)).headers.get("x-page-cache") !== "hit")
    throw new Error("the second server's `/` is not cached before the change");
  const added = await fetch(`${a}/admin-dashboard`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: a, cookie },
    body: new URLSearchParams({
      intent: "add-feedback",
      name,
      content: "Measured by the bench.",
      stars: "5",
    }),
    redirect: "manual",
  });
  await added.text();
  if (added.status !== 200) throw new Error(`adding feedback answered ${added.status}`);
  const stored = performance.now();
  while (performance.now() - stored < GIVE_UP_MS) {
    if ((await (await fetch(`${b}/`)).text()).includes(name)) return performance.now() - stored;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

/**
 * Starts two servers on the PostgreSQL database `databaseUrl` (ports `port` and `port + 1`) and
 * measures, `rounds` times, the propagation of an admin change (a feedback entry added on the
 * first) to the second's cached homepage.
 * @returns {{rounds: (number|null)[], medianMs: number|null, maxMs: number|null, missed: number}}
 *   times in ms (null: a round that missed {@link GIVE_UP_MS}); median and max of the others
 */
export async function measurePropagation({ buildDir, port, resultsDir, databaseUrl, rounds = 5 }) {
  const admin = { email: "bench-admin@academy.example.test", password: `bench-${Date.now()}` };
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: `bench-secret-${randomBytes(16).toString("hex")}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  const first = await startServer({
    buildDir,
    port,
    logFile: path.join(resultsDir, "server-propagation-a.log"),
    env,
  });
  try {
    const second = await startServer({
      buildDir,
      port: port + 1,
      logFile: path.join(resultsDir, "server-propagation-b.log"),
      env,
    });
    try {
      const cookie = await signIn(first.origin, admin);
      const times = [];
      for (let n = 0; n < rounds; n++)
        times.push(await oneRound(first.origin, second.origin, cookie));
      const seen = times.filter((t) => t !== null);
      const ms = (t) => (t === null ? null : Math.round(t));
      return {
        rounds: times.map(ms),
        medianMs: ms(median(seen)),
        maxMs: seen.length ? Math.round(Math.max(...seen)) : null,
        missed: times.length - seen.length,
      };
    } finally {
      await second.stop();
    }
  } finally {
    await first.stop();
  }
}
