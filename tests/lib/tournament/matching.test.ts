import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxWeightMatching, type WeightedEdge } from "~/lib/tournament/matching";

/**
 * The maximum-weight matching under the Swiss pairing (app/lib/tournament/matching.ts;
 * docs/decisions/tournaments.md "Swiss pairing"): on random graphs it finds a matching as heavy as
 * the heaviest that trying every matching finds, and with `maxCardinality` the heaviest of the
 * largest; small graphs that need blossoms give the known answers.
 */

/** The best (most edges first when asked, then weight) over every matching, by trying them all. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
  const weight = new Map<string, number>();
  for (const [i, j, w] of edges) weight.set(`${Math.min(i, j)}-${Math.max(i, j)}`, w);
  let best = { size: 0, total: 0 };
  const used = new Array<boolean>(n).fill(false);
  const better = (size: number, total: number) =>
    maxCardinality
      ? size > best.size || (size === best.size && total > best.total)
      : total > best.total;
  const visit = (v: number, size: number, total: number) => {
    if (v === n) {
      if (better(size, total)) best = { size, total };
      return;
    }
    if (used[v]) return visit(v + 1, size, total);
    visit(v + 1, size, total);
    used[v] = true;
    for (let u = v + 1; u < n; u++) {
      const w = weight.get(`${v}-${u}`);
      if (w === undefined || used[u]) continue;
      used[u] = true;
      visit(v + 1, size + 1, total + w);
      used[u] = false;
    }
    used[v] = false;
  };
  visit(0, 0, 0);
  return best;
}

/** The size and weight of a mate array, checking that it is a matching of the graph's edges. */
function measure(n: number, edges: readonly WeightedEdge[], mate: number[]) {
  expect(mate).toHaveLength(n);
  const weight = new Map<string, number>();
  for (const [i, j, w] of edges) weight.set(`${Math.min(i, j)}-${Math.max(i, j)}`, w);
  let size = 0;
  let total = 0;
  for (const [v, u] of mate.entries()) {
    if (u === -1 || u < v) continue;
    expect(mate[u]).toBe(v);
    const w = weight.get(`${v}-${u}`);
    expect(w).toBeDefined();
    size += 1;
    total += w ?? 0;
  }
  return { size, total };
}

/** A random simple graph: n vertices, each pair an edge with probability `density`. */
const graph = (maxN: number, minWeight: number, maxWeight: number) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc
      .array(
        fc.record({
          keep: fc.double({ min: 0, max: 1, noNaN: true }),
          w: fc.integer({ min: minWeight, max: maxWeight }),
        }),
        { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 },
      )
      .chain((pairs) =>
        fc.double({ min: 0.2, max: 1, noNaN: true }).map((density) => {
          const edges: WeightedEdge[] = [];
          let k = 0;
          for (let i = 0; i < n; i++) {
            for (let j = i + 1; j < n; j++) {
              const pair = pairs[k++];
              if (pair && pair.keep < density) edges.push([i, j, pair.w]);
            }
          }
          return { n, edges };
        }),
      ),
  );

describe("maximum-weight matching", () => {
  it("gives the known answers on small graphs that need blossoms", () => {
    // One edge outweighs two lighter ones, unless the most edges are asked for.
    expect(
      maxWeightMatching(4, [
        [0, 1, 5],
        [1, 2, 11],
        [2, 3, 5],
      ]),
    ).toEqual([-1, 2, 1, -1]);
    expect(
      maxWeightMatching(
        4,
        [
          [0, 1, 5],
          [1, 2, 11],
          [2, 3, 5],
        ],
        true,
      ),
    ).toEqual([1, 0, 3, 2]);
    // A triangle with a tail: the odd cycle 0-1-2 shrinks to a blossom and opens again.
    expect(
      maxWeightMatching(4, [
        [0, 1, 8],
        [0, 2, 9],
        [1, 2, 10],
        [2, 3, 7],
      ]),
    ).toEqual([1, 0, 3, 2]);
    // Two triangles joined by an edge, each with a pendant vertex: nested blossom work.
    const edges: WeightedEdge[] = [
      [0, 1, 9],
      [0, 2, 9],
      [1, 2, 10],
      [1, 3, 8],
      [2, 4, 8],
      [3, 4, 10],
      [4, 5, 6],
    ];
    const mate = maxWeightMatching(6, edges);
    expect(measure(6, edges, mate)).toEqual(bruteForce(6, edges, false));
    expect(mate).toEqual([2, 3, 0, 1, 5, 4]);
  });

  it("leaves everything unmatched without edges, and refuses bad edges", () => {
    expect(maxWeightMatching(3, [])).toEqual([-1, -1, -1]);
    expect(() => maxWeightMatching(2, [[0, 2, 1]])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[1, 1, 1]])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 1, 0.5]])).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 1, 2 ** 52]])).toThrow(RangeError);
  });

  it("is as heavy as the best matching of small random graphs (every matching tried)", () => {
    fc.assert(
      fc.property(graph(9, -5, 40), fc.boolean(), ({ n, edges }, maxCardinality) => {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        const got = measure(n, edges, mate);
        const best = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect(got).toEqual(best);
        else expect(got.total).toBe(best.total);
      }),
      { numRuns: 400 },
    );
  });

  it("stays exact with the Swiss pairing's huge weights and many equal ones (12 vertices)", () => {
    fc.assert(
      fc.property(graph(12, 0, 6), fc.integer({ min: 0, max: 2 ** 40 }), ({ n, edges }, scale) => {
        // Large, nearly equal weights: the kind the Swiss pairing builds (2^40 + a little).
        const big = edges.map(([i, j, w]): WeightedEdge => [i, j, scale + w * 2 ** 8]);
        const got = measure(n, big, maxWeightMatching(n, big, true));
        expect(got).toEqual(bruteForce(n, big, true));
      }),
      { numRuns: 60 },
    );
  });
});
