import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NoncedBody } from "~/server/cache/page-cache-body.server";
import { createNonce } from "~/server/http/csp.server";

/**
 * A cached page sent with a fresh nonce (docs/decisions/csp.md): the spliced gzip stream must
 * decode to exactly the page with the new nonce, for any page and any nonce positions.
 */
describe("NoncedBody", () => {
  it("plain and gzip copies carry the new nonce wherever the old one was, and nothing else changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: "binary", maxLength: 3000 }), { minLength: 1, maxLength: 8 }),
        async (texts) => {
          const old = createNonce();
          const fresh = createNonce();
          const page = texts.join(`<script nonce="${old}">`);
          const body = new NoncedBody(Buffer.from(page), old);
          const expected = texts.join(`<script nonce="${fresh}">`);
          expect(body.plain(fresh).toString()).toBe(expected);
          expect(body.length).toBe(Buffer.byteLength(expected));
          expect(gunzipSync(await body.gzip(fresh)).toString()).toBe(expected);
          // The deflated pieces are made once and reused for the next nonce.
          const again = createNonce();
          expect(gunzipSync(await body.gzip(again)).toString()).toBe(
            texts.join(`<script nonce="${again}">`),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it("compresses a repetitive page about as well as gzip of the whole page", async () => {
    const nonce = createNonce();
    const row = (i: number) => `<li class="card">Course ${i % 7}: openings, tactics</li>`;
    const page = Array.from({ length: 400 }, (_, i) =>
      i % 40 === 0 ? `<script nonce="${nonce}">x(${i})</script>` : row(i),
    ).join("");
    const body = new NoncedBody(Buffer.from(page), nonce);
    const gz = await body.gzip(createNonce());
    expect(body.pieces.length).toBe(11);
    expect(gz.length).toBeLessThan(page.length / 10);
  });

  it("refuses a nonce of another length (the page's length must not change)", async () => {
    const body = new NoncedBody(Buffer.from("a NONCE b NONCE c"), "NONCE");
    expect(() => body.plain("LONGER")).toThrow(RangeError);
    await expect(body.gzip("ABC")).rejects.toThrow(RangeError);
    expect(body.plain("XXXXX").toString()).toBe("a XXXXX b XXXXX c");
  });
});
