// Bench: server throughput (docs/decisions/bench.md). autocannon at 50 connections for 10 s
// against the server-rendered homepage and against a static asset of the same server (the
// ceiling). Requests ask for gzip like a browser, so both sides pay for compression.
import autocannon from "autocannon";

/** Runs autocannon; returns {rps, p50, p99, requests, non2xx, errors} (latency in ms). */
export async function load(url, { connections = 50, duration = 10, warmup = 2 } = {}) {
  const headers = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };
  if (warmup > 0) await autocannon({ url, connections: 10, duration: warmup, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
