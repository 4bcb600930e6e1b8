/**
 * Maximum-weight matching in a general graph (docs/decisions/tournaments.md "Swiss pairing"): the
 * engine under the Swiss pairing. Edmonds' blossom algorithm with the primal-dual method for
 * weights (J. Edmonds, "Paths, trees, and flowers", 1965, and "Maximum matching and a polyhedron
 * with 0,1-vertices", 1965), in the O(n³) form of Z. Galil, "Efficient algorithms for finding
 * maximum matching in graphs", ACM Computing Surveys 18(1), 1986, organised as in Joris van
 * Rantwijk's well-known mwmatching.py (the program the MIT `edmonds-blossom` package ports), which
 * is not installed here. Pure and integer-only: with integer weights every dual variable and
 * every slack stays an integer (the duals are kept doubled, as there), so no float rounds a weight.
 */

/** An edge: two vertices (0 … n − 1) and an integer weight. */
export type WeightedEdge = readonly [number, number, number];

/** The largest weight accepted: duals and slacks stay below 2^53, exact integers in a double. */
export const MAX_MATCHING_WEIGHT = 2 ** 49;

/**
 * A matching of maximum total weight; with `maxCardinality`, of maximum weight among those with
 * the most edges.
 * @param vertices the number of vertices, 0 … n − 1
 * @param edges edges between distinct vertices, at most one per pair, integer weights
 * @returns `mate[v]`: the vertex matched to v, or −1
 * @throws RangeError for a vertex out of range, a loop, or a weight that is not an integer of at
 *   most {@link MAX_MATCHING_WEIGHT} in size
 */
export function maxWeightMatching(
  vertices: number,
  edges: readonly WeightedEdge[],
  maxCardinality = false,
): number[] {
  for (const [i, j, w] of edges) {
    const inRange = (v: number) => Number.isInteger(v) && v >= 0 && v < vertices;
    if (!inRange(i) || !inRange(j) || i === j) throw new RangeError(`bad edge ${i}–${j}`);
    if (!Number.isInteger(w) || Math.abs(w) > MAX_MATCHING_WEIGHT) {
      throw new RangeError(`edge weight ${w} is not an integer within ±2^49`);
    }
  }
  if (edges.length === 0) return new Array<number>(vertices).fill(-1);
  return new Blossom(vertices, edges, maxCardinality).solve();
}

/** Python-style index: from the end when negative. */
function at<T>(list: T[], index: number): T {
  return list[index < 0 ? index + list.length : index] as T;
}

/**
 * The algorithm's state. Vertices are 0 … n − 1, blossoms n … 2n − 1; an edge k has the two
 * endpoints 2k (its first vertex) and 2k + 1 (its second), and `p ^ 1` is the other end of p.
 */
class Blossom {
  private readonly n: number;
  private readonly from: number[];
  private readonly to: number[];
  /** Twice each weight: the slack of edge k is dual(i) + dual(j) − 2·w(k). */
  private readonly weight: number[];
  private readonly maxCardinality: boolean;
  /** endpoint[p]: the vertex at endpoint p. */
  private readonly endpoint: number[];
  /** For each vertex, the endpoints at the far side of its edges. */
  private readonly neighbourEnds: number[][];
  /** mate[v]: the far endpoint of v's matched edge, or −1. */
  private readonly mate: number[];
  /** 0 free, 1 S (outer), 2 T (inner); 5 marks a blossom being scanned. */
  private readonly label: number[];
  /** The endpoint through which a top-level blossom (or vertex) got its label, or −1. */
  private readonly labelEnd: number[];
  /** The top-level blossom that contains each vertex. */
  private readonly inBlossom: number[];
  private readonly blossomParent: number[];
  private readonly blossomChildren: (number[] | null)[];
  private readonly blossomBase: number[];
  /** Endpoints joining consecutive children of a blossom. */
  private readonly blossomEnds: (number[] | null)[];
  /** The least-slack edge to another S-blossom (or, for a free vertex, from an S-vertex), or −1. */
  private readonly bestEdge: number[];
  private readonly blossomBestEdges: (number[] | null)[];
  private readonly unusedBlossoms: number[];
  /** Dual variables: twice u(v) for a vertex, z(b) for a blossom (as in Galil's notation). */
  private readonly dual: number[];
  private readonly allowEdge: boolean[];
  private queue: number[] = [];

  constructor(vertices: number, edges: readonly WeightedEdge[], maxCardinality: boolean) {
    const n = vertices;
    this.n = n;
    this.maxCardinality = maxCardinality;
    this.from = edges.map((e) => e[0]);
    this.to = edges.map((e) => e[1]);
    this.weight = edges.map((e) => 2 * e[2]);
    this.endpoint = edges.flatMap((e) => [e[0], e[1]]);
    this.neighbourEnds = Array.from({ length: n }, () => [] as number[]);
    edges.forEach(([i, j], k) => {
      this.neighbourEnds[i]?.push(2 * k + 1);
      this.neighbourEnds[j]?.push(2 * k);
    });
    const maxWeight = Math.max(0, ...edges.map((e) => e[2]));
    this.mate = new Array<number>(n).fill(-1);
    this.label = new Array<number>(2 * n).fill(0);
    this.labelEnd = new Array<number>(2 * n).fill(-1);
    this.inBlossom = Array.from({ length: n }, (_, v) => v);
    this.blossomParent = new Array<number>(2 * n).fill(-1);
    this.blossomChildren = new Array<number[] | null>(2 * n).fill(null);
    this.blossomBase = [
      ...Array.from({ length: n }, (_, v) => v),
      ...new Array<number>(n).fill(-1),
    ];
    this.blossomEnds = new Array<number[] | null>(2 * n).fill(null);
    this.bestEdge = new Array<number>(2 * n).fill(-1);
    this.blossomBestEdges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dual = [...new Array<number>(n).fill(maxWeight), ...new Array<number>(n).fill(0)];
    this.allowEdge = new Array<boolean>(edges.length).fill(false);
  }

  /** Twice the slack of edge k: never negative, zero when the edge is tight. */
  private slack(k: number): number {
    return (
      (this.dual[this.from[k] as number] as number) +
      (this.dual[this.to[k] as number] as number) -
      (this.weight[k] as number)
    );
  }

  /** The vertices inside blossom b (b itself when it is a vertex). */
  private leaves(b: number): number[] {
    if (b < this.n) return [b];
    const out: number[] = [];
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop() as number;
      if (t < this.n) out.push(t);
      else for (const c of this.blossomChildren[t] as number[]) stack.push(c);
    }
    return out;
  }

  /** Label the top-level blossom of w with t through endpoint p; an inner blossom's mate gets S. */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w] as number;
    this.label[w] = t;
    this.label[b] = t;
    this.labelEnd[w] = p;
    this.labelEnd[b] = p;
    this.bestEdge[w] = -1;
    this.bestEdge[b] = -1;
    if (t === 1) {
      this.queue.push(...this.leaves(b));
    } else if (t === 2) {
      const base = this.blossomBase[b] as number;
      const mateEnd = this.mate[base] as number;
      this.assignLabel(this.endpoint[mateEnd] as number, 1, mateEnd ^ 1);
    }
  }

  /**
   * Trace back from the S-vertices v and w towards their roots; the first blossom both reach is
   * the base of a new blossom (returned), −1 when the roots differ (an augmenting path).
   */
  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inBlossom[v] as number;
      if ((this.label[b] as number) & 4) {
        base = this.blossomBase[b] as number;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelEnd[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelEnd[b] as number] as number;
        b = this.inBlossom[v] as number;
        v = this.endpoint[this.labelEnd[b] as number] as number;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  /** Shrink the odd cycle through edge k and the base into a new S-blossom. */
  private addBlossom(base: number, k: number): void {
    let v = this.from[k] as number;
    let w = this.to[k] as number;
    const bb = this.inBlossom[base] as number;
    let bv = this.inBlossom[v] as number;
    let bw = this.inBlossom[w] as number;
    const b = this.unusedBlossoms.pop() as number;
    this.blossomBase[b] = base;
    this.blossomParent[b] = -1;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      ends.push(this.labelEnd[bv] as number);
      v = this.endpoint[this.labelEnd[bv] as number] as number;
      bv = this.inBlossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      ends.push((this.labelEnd[bw] as number) ^ 1);
      w = this.endpoint[this.labelEnd[bw] as number] as number;
      bw = this.inBlossom[w] as number;
    }
    this.blossomChildren[b] = path;
    this.blossomEnds[b] = ends;
    this.label[b] = 1;
    this.labelEnd[b] = this.labelEnd[bb] as number;
    this.dual[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inBlossom[leaf] as number] === 2) this.queue.push(leaf);
      this.inBlossom[leaf] = b;
    }
    // The new blossom's least-slack edges to each other S-blossom.
    const bestTo = new Array<number>(2 * this.n).fill(-1);
    for (const child of path) {
      const own = this.blossomBestEdges[child];
      const lists = own
        ? [own]
        : this.leaves(child).map((leaf) =>
            (this.neighbourEnds[leaf] as number[]).map((p) => p >> 1),
          );
      for (const list of lists) {
        for (const e of list) {
          let i = this.from[e] as number;
          let j = this.to[e] as number;
          if (this.inBlossom[j] === b) [i, j] = [j, i];
          const bj = this.inBlossom[j] as number;
          if (
            bj !== b &&
            this.label[bj] === 1 &&
            (bestTo[bj] === -1 || this.slack(e) < this.slack(bestTo[bj] as number))
          ) {
            bestTo[bj] = e;
          }
        }
      }
      this.blossomBestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best = bestTo.filter((e) => e !== -1);
    this.blossomBestEdges[b] = best;
    this.bestEdge[b] = -1;
    for (const e of best) {
      if (this.bestEdge[b] === -1 || this.slack(e) < this.slack(this.bestEdge[b] as number)) {
        this.bestEdge[b] = e;
      }
    }
  }

  /** Undo blossom b: its children become top-level; an inner blossom's children are relabelled. */
  private expandBlossom(b: number, endStage: boolean): void {
    const children = this.blossomChildren[b] as number[];
    for (const s of children) {
      this.blossomParent[s] = -1;
      if (s < this.n) this.inBlossom[s] = s;
      else if (endStage && this.dual[s] === 0) this.expandBlossom(s, endStage);
      else for (const leaf of this.leaves(s)) this.inBlossom[leaf] = s;
    }
    if (!endStage && this.label[b] === 2) {
      const ends = this.blossomEnds[b] as number[];
      const entryChild = this.inBlossom[
        this.endpoint[(this.labelEnd[b] as number) ^ 1] as number
      ] as number;
      let j = children.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= children.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = this.labelEnd[b] as number;
      while (j !== 0) {
        // Relabel the T-child, then step to the next S-child and past it.
        this.label[this.endpoint[p ^ 1] as number] = 0;
        this.label[this.endpoint[at(ends, j - trick) ^ trick ^ 1] as number] = 0;
        this.assignLabel(this.endpoint[p ^ 1] as number, 2, p);
        this.allowEdge[at(ends, j - trick) >> 1] = true;
        j += step;
        p = at(ends, j - trick) ^ trick;
        this.allowEdge[p >> 1] = true;
        j += step;
      }
      // The child at the base becomes T without relabelling its mate.
      const bv = at(children, j);
      this.label[this.endpoint[p ^ 1] as number] = 2;
      this.label[bv] = 2;
      this.labelEnd[this.endpoint[p ^ 1] as number] = p;
      this.labelEnd[bv] = p;
      this.bestEdge[bv] = -1;
      j += step;
      while (at(children, j) !== entryChild) {
        const child = at(children, j);
        if (this.label[child] === 1) {
          j += step;
          continue;
        }
        const reached = this.leaves(child).find((leaf) => this.label[leaf] !== 0);
        if (reached !== undefined) {
          this.label[reached] = 0;
          const baseMate = this.mate[this.blossomBase[child] as number] as number;
          this.label[this.endpoint[baseMate] as number] = 0;
          this.assignLabel(reached, 2, this.labelEnd[reached] as number);
        }
        j += step;
      }
    }
    this.label[b] = -1;
    this.labelEnd[b] = -1;
    this.blossomChildren[b] = null;
    this.blossomEnds[b] = null;
    this.blossomBase[b] = -1;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** Swap matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t] as number;
    if (t >= this.n) this.augmentBlossom(t, v);
    const children = this.blossomChildren[b] as number[];
    const ends = this.blossomEnds[b] as number[];
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= children.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      let child = at(children, j);
      const p = at(ends, j - trick) ^ trick;
      if (child >= this.n) this.augmentBlossom(child, this.endpoint[p] as number);
      j += step;
      child = at(children, j);
      if (child >= this.n) this.augmentBlossom(child, this.endpoint[p ^ 1] as number);
      this.mate[this.endpoint[p] as number] = p ^ 1;
      this.mate[this.endpoint[p ^ 1] as number] = p;
    }
    this.blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)];
    this.blossomEnds[b] = [...ends.slice(i), ...ends.slice(0, i)];
    this.blossomBase[b] = this.blossomBase[
      (this.blossomChildren[b] as number[])[0] as number
    ] as number;
  }

  /** Augment the matching along the path through edge k between two S-vertices of different trees. */
  private augmentMatching(k: number): void {
    const starts: [number, number][] = [
      [this.from[k] as number, 2 * k + 1],
      [this.to[k] as number, 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inBlossom[s] as number;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelEnd[bs] === -1) break;
        const t = this.endpoint[this.labelEnd[bs] as number] as number;
        const bt = this.inBlossom[t] as number;
        s = this.endpoint[this.labelEnd[bt] as number] as number;
        const j = this.endpoint[(this.labelEnd[bt] as number) ^ 1] as number;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelEnd[bt] as number;
        p = (this.labelEnd[bt] as number) ^ 1;
      }
    }
  }

  solve(): number[] {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossomBestEdges[b] = null;
      this.allowEdge.fill(false);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v] as number] === 0) {
          this.assignLabel(v, 1, -1);
        }
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop() as number;
          for (const p of this.neighbourEnds[v] as number[]) {
            const k = p >> 1;
            const w = this.endpoint[p] as number;
            if (this.inBlossom[v] === this.inBlossom[w]) continue;
            let kslack = 0;
            if (!this.allowEdge[k]) {
              kslack = this.slack(k);
              if (kslack <= 0) this.allowEdge[k] = true;
            }
            const bw = this.inBlossom[w] as number;
            if (this.allowEdge[k]) {
              if (this.label[bw] === 0) {
                this.assignLabel(w, 2, p ^ 1);
              } else if (this.label[bw] === 1) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) {
                  this.addBlossom(base, k);
                } else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (this.label[w] === 0) {
                // w sits in a T-blossom but was not reached itself: note it for a later expansion.
                this.label[w] = 2;
                this.labelEnd[w] = p ^ 1;
              }
            } else if (this.label[bw] === 1) {
              const b = this.inBlossom[v] as number;
              if (this.bestEdge[b] === -1 || kslack < this.slack(this.bestEdge[b] as number)) {
                this.bestEdge[b] = k;
              }
            } else if (this.label[w] === 0) {
              if (this.bestEdge[w] === -1 || kslack < this.slack(this.bestEdge[w] as number)) {
                this.bestEdge[w] = k;
              }
            }
          }
        }
        if (augmented) break;

        // No augmenting path with the tight edges: change the duals by the least delta.
        let deltaType = -1;
        let delta = 0;
        let deltaEdge = -1;
        let deltaBlossom = -1;
        if (!this.maxCardinality) {
          deltaType = 1;
          delta = Math.min(...this.dual.slice(0, n));
        }
        for (let v = 0; v < n; v++) {
          if (this.label[this.inBlossom[v] as number] === 0 && this.bestEdge[v] !== -1) {
            const d = this.slack(this.bestEdge[v] as number);
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 2;
              deltaEdge = this.bestEdge[v] as number;
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.blossomParent[b] === -1 && this.label[b] === 1 && this.bestEdge[b] !== -1) {
            const s = this.slack(this.bestEdge[b] as number);
            if (s % 2 !== 0) throw new Error("matching: odd slack between S-blossoms");
            const d = s / 2;
            if (deltaType === -1 || d < delta) {
              delta = d;
              deltaType = 3;
              deltaEdge = this.bestEdge[b] as number;
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (
            (this.blossomBase[b] as number) >= 0 &&
            this.blossomParent[b] === -1 &&
            this.label[b] === 2 &&
            (deltaType === -1 || (this.dual[b] as number) < delta)
          ) {
            delta = this.dual[b] as number;
            deltaType = 4;
            deltaBlossom = b;
          }
        }
        if (deltaType === -1) {
          // Only with maxCardinality: no more augmenting paths at all.
          deltaType = 1;
          delta = Math.max(0, Math.min(...this.dual.slice(0, n)));
        }
        for (let v = 0; v < n; v++) {
          const l = this.label[this.inBlossom[v] as number];
          if (l === 1) this.dual[v] = (this.dual[v] as number) - delta;
          else if (l === 2) this.dual[v] = (this.dual[v] as number) + delta;
        }
        for (let b = n; b < 2 * n; b++) {
          if ((this.blossomBase[b] as number) >= 0 && this.blossomParent[b] === -1) {
            if (this.label[b] === 1) this.dual[b] = (this.dual[b] as number) + delta;
            else if (this.label[b] === 2) this.dual[b] = (this.dual[b] as number) - delta;
          }
        }
        if (deltaType === 1) break;
        if (deltaType === 2) {
          this.allowEdge[deltaEdge] = true;
          let i = this.from[deltaEdge] as number;
          const j = this.to[deltaEdge] as number;
          if (this.label[this.inBlossom[i] as number] === 0) i = j;
          this.queue.push(i);
        } else if (deltaType === 3) {
          this.allowEdge[deltaEdge] = true;
          this.queue.push(this.from[deltaEdge] as number);
        } else {
          this.expandBlossom(deltaBlossom, false);
        }
      }
      if (!augmented) break;
      // End of a stage: expand the S-blossoms whose dual reached zero.
      for (let b = n; b < 2 * n; b++) {
        if (
          this.blossomParent[b] === -1 &&
          (this.blossomBase[b] as number) >= 0 &&
          this.label[b] === 1 &&
          this.dual[b] === 0
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
    return this.mate.map((p) => (p >= 0 ? (this.endpoint[p] as number) : -1));
  }
}
