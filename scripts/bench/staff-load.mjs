// Bench: signed-in pages under load (docs/decisions/attendance.md "Budgets"). A coach's My batches
// and a register of 30 students, and the family's Fees and its invoice of 30 students
// (docs/decisions/fees.md), rendered per request for a session, for 20 signed-in users at once,
// each reading a page for a random pause before the next (5 s on average: the budget; 1 s: a stress
// run, reported, not a budget); every latency kept, so the median and p95 are exact. Then the whole
// register saved in one request, 20 times in a row.
import { request } from "@playwright/test";

/** India's date `offset` days from today, "YYYY-MM-DD". */
const indiaDay = (offset = 0) =>
  new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The value at quantile `q` (0…1) of sorted numbers (nearest rank). */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Seeds a register through the site's own forms: a coach profile, a batch of theirs meeting every
 * day (so today has a class), 30 children of one family with confirmed seats, and a coach account
 * that accepts the admin's invitation.
 * @param admin the admin's `{ email, password }`
 * @returns `{ cookie, familyCookie, paths: { today, register, fees, invoice }, form }`: the
 *   coach's and the family's Cookie headers, the coach's two pages and the family's fee pages (an
 *   invoice of 30 students), and the register's whole form (every student Present)
 * @throws when a step fails (the caller reports it)
 */
export async function seedRegister(origin, admin) {
  const headers = { Origin: origin };
  const ok = async (response, want, what) => {
    if (![want].flat().includes(response.status())) {
      const text = (await response.text()).replace(/\s+/g, " ").slice(0, 200);
      throw new Error(`${what}: HTTP ${response.status()} ${text}`);
    }
    return response;
  };
  const adminContext = await request.newContext({ baseURL: origin });
  const family = await request.newContext({ baseURL: origin });
  const coach = await request.newContext({ baseURL: origin });
  try {
    const a = adminContext;
    await ok(
      await a.post("/adminlogin", { form: admin, headers, maxRedirects: 0 }),
      302,
      "admin sign-in",
    );
    await ok(
      await a.post("/admin/coaches/new", {
        form: { name: "Bench Coach", title: "Coach", quote: "Bench.", published: "on" },
        headers,
        maxRedirects: 0,
      }),
      303,
      "coach profile",
    );
    const coaches = await (await a.get("/admin/coaches")).text();
    // The list's "Account" link of the profile: its label names the coach, its address the id.
    const accountLink = /<a[^>]*aria-label="Account of Bench Coach"[^>]*>/.exec(coaches)?.[0] ?? "";
    const coachId = /href="\/admin\/coaches\/(\d+)\/account"/.exec(accountLink)?.[1];
    if (!coachId) throw new Error("the coach profile is not listed");
    const days = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`day${d}`, "on"]));
    await ok(
      await a.post("/admin/batches/new", {
        form: {
          course: "intermediate",
          classType: "group",
          mode: "offline",
          centre: "coimbatore",
          ageGroup: "children",
          language: "english",
          ...days,
          startTime: "06:00",
          durationMinutes: "60",
          firstDate: indiaDay(-1),
          lastDate: "",
          coachId,
          capacity: "40",
          status: "open",
          published: "on",
        },
        headers,
        maxRedirects: 0,
      }),
      303,
      "batch",
    );
    const batches = await (await a.get("/admin/batches")).text();
    const batchId = [...batches.matchAll(/href="\/admin\/batches\/(\d+)\/attendance"/g)].at(
      -1,
    )?.[1];
    if (!batchId) throw new Error("the batch is not listed");
    const parent = {
      name: "Bench Family",
      email: `bench-family-${Date.now()}@example.test`,
      password: "bench-family-pw",
    };
    await ok(
      await family.post("/register", {
        form: { ...parent, confirmPassword: parent.password },
        headers,
        maxRedirects: 0,
      }),
      [200, 302],
      "family account",
    );
    for (let i = 1; i <= 30; i++) {
      await ok(
        await family.post(`/batches/${batchId}/request`, {
          form: {
            student: "new",
            studentName: `Bench Student ${String(i).padStart(2, "0")}`,
            ageGroup: "children",
            consent: "on",
            contact: "98765 43210",
          },
          headers,
          maxRedirects: 0,
        }),
        303,
        `seat request ${i}`,
      );
    }
    const requests = await (await a.get(`/admin/batches/${batchId}/requests`)).text();
    for (const [, id] of requests.matchAll(/id="request-(\d+)"/g)) {
      await ok(
        await a.post(`/admin/batches/${batchId}/requests`, {
          form: { intent: "accept", id },
          headers,
          maxRedirects: 0,
        }),
        303,
        `accept ${id}`,
      );
    }
    const teacher = {
      name: "Bench Coach",
      email: `bench-coach-${Date.now()}@example.test`,
      password: "bench-coach-pw",
    };
    await ok(
      await coach.post("/register", {
        form: { ...teacher, confirmPassword: teacher.password },
        headers,
        maxRedirects: 0,
      }),
      [200, 302],
      "coach account",
    );
    const invited = await (
      await a.post(`/admin/coaches/${coachId}/account`, {
        form: { intent: "invite", email: teacher.email },
        headers,
      })
    ).text();
    const link = /id="invitation-link"[^>]*value="([^"]+)"/.exec(invited)?.[1];
    if (!link) throw new Error("no invitation link");
    await ok(
      await coach.post(new URL(link).pathname, {
        form: { intent: "accept" },
        headers,
        maxRedirects: 0,
      }),
      303,
      "accept the invitation",
    );
    const register = `/my-batches/${batchId}/${indiaDay()}T0600`;
    const page = await (await coach.get(register)).text();
    const ids = [...page.matchAll(/name="was-(\d+)"/g)].map((m) => m[1]);
    if (ids.length !== 30) throw new Error(`the register lists ${ids.length} students, not 30`);
    const form = new URLSearchParams({ intent: "save" });
    for (const id of ids) {
      form.set(`mark-${id}`, "present");
      form.set(`was-${id}`, "present");
    }
    // The family's fees: a ₹2,500 plan, UPI set, this month's invoice made (30 children: one
    // invoice of 30 fee lines and 29 sibling discounts).
    for (const fees of [
      {
        intent: "settings",
        upiId: "bench@okaxis",
        payeeName: "Bench Academy",
        dueDay: "5",
        siblingDiscount: "10",
        reminderDays: "2",
        registrationFee: "0",
        bankDetails: "Bench Academy, account 000111222333",
        invoicePrefix: "PTK",
      },
      { intent: "plans", [`fee-${batchId}`]: "2500" },
      { intent: "make" },
    ]) {
      await ok(await a.post("/admin/fees", { form: fees, headers }), 200, `fees ${fees.intent}`);
    }
    const invoiceId = /href="\/my-classes\/invoices\/(\d+)"/.exec(
      await (await family.get("/my-classes/fees")).text(),
    )?.[1];
    if (!invoiceId) throw new Error("the family has no invoice");
    const cookieOf = async (context) =>
      (await context.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    return {
      cookie: await cookieOf(coach),
      familyCookie: await cookieOf(family),
      paths: {
        today: "/my-batches",
        register,
        fees: "/my-classes/fees",
        invoice: `/my-classes/invoices/${invoiceId}`,
      },
      form: form.toString(),
    };
  } finally {
    await adminContext.dispose();
    await family.dispose();
    await coach.dispose();
  }
}

/**
 * `users` signed-in users at once, each GETting `path` with the session of `cookie`, reading the
 * answer, then pausing before the next: a pause drawn afresh each time, exponential with mean
 * `thinkMs` (people read at their own pace; a fixed pause would march every user in step, a convoy
 * nobody forms). For `duration` s after a 2 s warm-up.
 * @returns `{ requests, p50, p95, max, non200 }` (latencies in ms)
 */
export async function staffLoad(
  origin,
  cookie,
  path,
  { users = 20, thinkMs = 5000, duration = 30 } = {},
) {
  const headers = { cookie, accept: "text/html", "accept-encoding": "gzip" };
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => -Math.log(1 - Math.random()) * thinkMs;
  const user = async (until, sink, offset) => {
    await pause(offset);
    while (Date.now() < until) {
      const start = performance.now();
      const response = await fetch(origin + path, { headers, redirect: "manual" });
      await response.arrayBuffer();
      sink?.(performance.now() - start, response.status);
      await pause(think());
    }
  };
  // Users start spread over one mean pause, as people arrive.
  const offsets = Array.from({ length: users }, (_, i) => Math.round((i * thinkMs) / users));
  const warm = Date.now() + 2000;
  await Promise.all(offsets.map((offset) => user(warm, null, Math.min(offset, 1000))));
  const latencies = [];
  let non200 = 0;
  const until = Date.now() + duration * 1000;
  await Promise.all(
    offsets.map((offset) =>
      user(
        until,
        (ms, status) => {
          latencies.push(ms);
          if (status !== 200) non200 += 1;
        },
        offset,
      ),
    ),
  );
  latencies.sort((x, y) => x - y);
  const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
  return {
    requests: latencies.length,
    p50: round(quantile(latencies, 0.5)),
    p95: round(quantile(latencies, 0.95)),
    max: round(latencies.at(-1) ?? null),
    non200,
  };
}

/** The two paces measured: the budget's (a person's) and a stress run at five times it. */
export const STAFF_PACES = [
  { name: "budget", thinkMs: 5000, duration: 30 },
  { name: "stress", thinkMs: 1000, duration: 10 },
];

/**
 * Saves the whole register (30 students) in one POST, `times` times in a row.
 * @returns `{ p50, max, status }`: latencies in ms, and the last answer's status (303)
 */
export async function registerSaves(origin, cookie, path, form, times = 20) {
  const latencies = [];
  let status = 0;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await fetch(origin + path, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
    status = response.status;
  }
  latencies.sort((x, y) => x - y);
  return {
    p50: Math.round(quantile(latencies, 0.5) * 10) / 10,
    max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    status,
  };
}

/**
 * Runs the signed-in load at each of {@link STAFF_PACES}, then the register saves, on a seeded
 * register.
 * @param seeded what {@link seedRegister} returned
 * @returns `{ pages: [{ pace, path, ...staffLoad }], save }`
 */
export async function runStaffLoad(origin, seeded, log) {
  const pages = [];
  for (const pace of STAFF_PACES) {
    for (const [path, cookie] of [
      [seeded.paths.today, seeded.cookie],
      [seeded.paths.register, seeded.cookie],
      [seeded.paths.fees, seeded.familyCookie],
      [seeded.paths.invoice, seeded.familyCookie],
    ]) {
      log(
        `load (${pace.name}): ${path}, 20 signed-in users, a page then ${pace.thinkMs / 1000} s on average to read it, for ${pace.duration} s …`,
      );
      pages.push({ pace: pace.name, path, ...(await staffLoad(origin, cookie, path, pace)) });
    }
  }
  log("a 30-student register saved in one request, 20 times …");
  const save = await registerSaves(origin, seeded.cookie, seeded.paths.register, seeded.form);
  return { pages, save };
}

/** The failures of a {@link runStaffLoad} result against the budget (the budget pace only). */
export function staffFailures(result, budget) {
  return result.pages
    .filter((p) => p.pace === "budget")
    .flatMap((p) => [
      ...(p.p50 > budget.staffP50
        ? [`signed-in ${p.path} median above ${budget.staffP50} ms`]
        : []),
      ...(p.p95 > budget.staffP95 ? [`signed-in ${p.path} p95 above ${budget.staffP95} ms`] : []),
      ...(p.non200 ? [`signed-in ${p.path} answered ${p.non200} times without 200`] : []),
    ]);
}

/** The Markdown lines of a {@link runStaffLoad} result. */
export function staffReport(result, budget, cell) {
  const out = [
    "",
    "Signed-in pages (20 users on a coach's or a family's session at once, each reading a page for a random pause before the next, every latency):",
    "",
  ];
  out.push("| pace | page | requests | median ms | p95 ms | max ms | non-200 |");
  out.push("|---|---|---|---|---|---|---|");
  for (const p of result.pages) {
    const pace = STAFF_PACES.find((x) => x.name === p.pace);
    const paceText = `${p.pace}: ${pace.thinkMs / 1000} s pauses, ${pace.duration} s`;
    const name = p.path.startsWith("/my-batches/")
      ? "register (30 students)"
      : p.path.startsWith("/my-classes/invoices/")
        ? "invoice (30 students)"
        : p.path === "/my-classes/fees"
          ? "Fees (family)"
          : "My batches (Today)";
    const judged = p.pace === "budget";
    const mark = (value, limit) =>
      judged ? cell(String(value), value > limit ? "fail" : "ok") : String(value);
    out.push(
      `| ${paceText} | ${name} | ${p.requests} | ${mark(p.p50, budget.staffP50)} | ${mark(p.p95, budget.staffP95)} | ${p.max} | ${p.non200} |`,
    );
  }
  out.push("");
  out.push(
    `A 30-student register saved in one request: median ${result.save.p50} ms, max ${result.save.max} ms (answer ${result.save.status}); goals at the budget pace: median ≤ ${budget.staffP50} ms and p95 ≤ ${budget.staffP95} ms for the pages (the stress pace is reported, not judged).`,
  );
  return out;
}
