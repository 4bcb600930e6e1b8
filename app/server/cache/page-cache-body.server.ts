import { promisify } from "node:util";
import { crc32, deflateRaw, constants as zlibConstants } from "node:zlib";

/**
 * The body of a cached page with a fresh CSP nonce on every send (docs/decisions/csp.md
 * "Cached pages: a fresh nonce on every response"). The page is stored cut at every occurrence of
 * the nonce it was rendered with; each response joins the pieces around a new nonce of the same
 * length.
 *
 * The gzip copy is made once as well: every piece is deflated on its own (with the text before
 * it as preset dictionary, nonces blanked) and ends on a byte boundary (Z_SYNC_FLUSH), so a
 * response's gzip stream is the deflated pieces with the nonce in between as an uncompressed
 * ("stored") deflate block, a final empty block, and the gzip trailer (CRC-32 and length of
 * this response's bytes) — RFC 1951 §3.2.4, RFC 1952. Nothing is compressed per request.
 */

const deflateRawAsync = promisify(deflateRaw);

/** gzip member header: deflate, no flags, no mtime, OS unknown (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty, fixed-Huffman deflate block (BFINAL=1, BTYPE=01, end-of-block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** A rendered page body that can be sent with any nonce, plain or gzip. */
export class NoncedBody {
  /** The body cut at the nonce it was rendered with (one piece when it has none). */
  readonly pieces: Buffer[];
  /** Length of the nonce that goes between pieces, in bytes (0 when the body has none). */
  readonly nonceLength: number;
  #deflated: Promise<Buffer[]> | undefined;
  /** Bytes of the deflated pieces once made (for the cache's size accounting), else 0. */
  deflatedBytes = 0;

  /**
   * @param body the page as rendered
   * @param nonce the nonce it was rendered with, or null (no CSP, e.g. a `.data` response)
   */
  constructor(body: Buffer, nonce: string | null) {
    this.nonceLength = nonce ? Buffer.byteLength(nonce) : 0;
    this.pieces = [];
    if (!nonce) {
      this.pieces.push(body);
      return;
    }
    let from = 0;
    for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, from)) {
      this.pieces.push(body.subarray(from, at));
      from = at + this.nonceLength;
    }
    this.pieces.push(body.subarray(from));
  }

  /**
   * Whether a piece may be deflated against the text before it ({@link #history}): only when
   * the page has no NUL byte, so no match can cover the NULs standing in for the nonce.
   */
  get #historySafe(): boolean {
    return this.pieces.every((piece) => !piece.includes(0));
  }

  /**
   * The last 32 KB a decompressor has seen before piece `index` (deflate's window), with NUL
   * bytes where the nonces go: a match can then only refer to page text, which is the same in
   * every response, and the pieces compress nearly as well as the whole page would.
   */
  #history(index: number): Buffer {
    const gap = Buffer.alloc(this.nonceLength);
    const parts: Buffer[] = [];
    for (let i = 0; i < index; i++) parts.push(this.pieces[i], gap);
    const history = Buffer.concat(parts);
    return history.subarray(Math.max(0, history.length - 32 * 1024));
  }

  /** Length of the body as sent, in bytes (the same for every nonce). */
  get length(): number {
    return this.bytes + (this.pieces.length - 1) * this.nonceLength;
  }

  /** Bytes held for the pieces. */
  get bytes(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.length, 0);
  }

  /** The body with `text` wherever the nonce was (a fixed text gives a stable ETag). */
  plain(text: string): Buffer {
    const nonce = Buffer.from(text);
    if (this.pieces.length > 1 && nonce.length !== this.nonceLength)
      throw new RangeError("a nonce of another length would change the page's length");
    const parts: Buffer[] = [];
    this.pieces.forEach((piece, index) => {
      if (index > 0) parts.push(nonce);
      parts.push(piece);
    });
    return Buffer.concat(parts);
  }

  /**
   * The body as one gzip member with `text` as the nonce; the pieces are deflated on first use.
   * @param text a nonce of {@link nonceLength} bytes
   */
  async gzip(text: string): Promise<Buffer> {
    const nonce = Buffer.from(text);
    if (this.pieces.length > 1 && nonce.length !== this.nonceLength)
      throw new RangeError("a nonce of another length would change the page's length");
    this.#deflated ??= Promise.all(
      this.pieces.map((piece, index) =>
        deflateRawAsync(piece, {
          level: 9,
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
          ...(index > 0 && this.#historySafe ? { dictionary: this.#history(index) } : {}),
        }),
      ),
    ).then((deflated) => {
      this.deflatedBytes = deflated.reduce((sum, d) => sum + d.length, 0);
      return deflated;
    });
    const deflated = await this.#deflated;
    const stored = Buffer.alloc(5);
    stored.writeUInt16LE(nonce.length, 1);
    stored.writeUInt16LE(~nonce.length & 0xffff, 3);
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    deflated.forEach((piece, index) => {
      if (index > 0) {
        parts.push(stored, nonce);
        crc = crc32(nonce, crc);
      }
      parts.push(piece);
      crc = crc32(this.pieces[index], crc);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(this.length >>> 0, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }
}
