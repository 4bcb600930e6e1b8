import { connect, type Socket } from "node:net";

/**
 * A minimal HTTP/1.1 client over a raw TCP socket, for requests fetch refuses to send (targets
 * such as "//" or raw Unicode, odd methods and Host headers, lying framing): the fuzzer and the
 * hostile-request tests. One request at a time per connection, kept alive while the server
 * allows; an answer it cannot frame counts as "closed".
 */

/** What came back: the final status (1xx skipped) or "closed"/"timeout", headers (lower-case), body. */
export type RawResponse = {
  status: number | "closed" | "timeout";
  headers: Record<string, string>;
  body: Buffer;
};

/** One keep-alive connection to host:port; reconnects when the server closed it. */
export class RawConnection {
  #socket: Socket | undefined;
  #buffer: Buffer = Buffer.alloc(0);
  #closed = true;
  #wake: (() => void) | undefined;

  constructor(
    readonly port: number,
    readonly host = "127.0.0.1",
  ) {}

  async #open(): Promise<void> {
    const socket = connect(this.port, this.host);
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    socket.on("error", () => {});
    socket.on("data", (chunk: Buffer) => {
      this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
      this.#wake?.();
    });
    socket.on("close", () => {
      if (this.#socket !== socket) return;
      this.#closed = true;
      this.#wake?.();
    });
    this.#socket = socket;
    this.#buffer = Buffer.alloc(0);
    this.#closed = false;
  }

  /** Waits for more data or the end of the connection; false when neither will come. */
  #more(deadline: number): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#wake = undefined;
        resolve(false);
      }, deadline - Date.now());
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve(true);
      };
    });
  }

  /**
   * Sends raw request bytes (one request) and reads one response.
   * @param bytes the whole request: request line, headers, blank line, body
   * @param options.head the request is a HEAD (the response has no body)
   * @param options.timeoutMs how long to wait for the whole response
   */
  async send(
    bytes: Buffer | string,
    options: { head?: boolean; timeoutMs?: number } = {},
  ): Promise<RawResponse> {
    const reused = !this.#closed;
    if (this.#closed) await this.#open();
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    this.#socket?.write(bytes);
    const response = await this.#read(options.head ?? false, deadline);
    // Left-over bytes would be misread as the next response: start the next one afresh.
    if (
      response.status === "timeout" ||
      response.headers.connection === "close" ||
      this.#buffer.length
    )
      this.close();
    // The server may close an idle kept-alive connection just as we reuse it: retry once.
    if (reused && response.status === "closed") return this.send(bytes, options);
    return response;
  }

  async #read(head: boolean, deadline: number): Promise<RawResponse> {
    const closed = (status: RawResponse["status"]): RawResponse => ({
      status,
      headers: {},
      body: Buffer.alloc(0),
    });
    for (;;) {
      const end = this.#buffer.indexOf("\r\n\r\n");
      if (end < 0) {
        if (!(await this.#more(deadline))) return closed(this.#closed ? "closed" : "timeout");
        continue;
      }
      const lines = this.#buffer.subarray(0, end).toString("latin1").split("\r\n");
      this.#buffer = this.#buffer.subarray(end + 4);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1]);
      if (!status) return closed("closed");
      if (status < 200) continue;
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      let body: Buffer | "closed" | "timeout";
      if (head || status === 204 || status === 304) body = Buffer.alloc(0);
      else if (/chunked/i.test(headers["transfer-encoding"] ?? ""))
        body = await this.#chunked(deadline);
      else if (headers["content-length"] !== undefined)
        body = await this.#exactly(Number(headers["content-length"]), deadline);
      else body = await this.#untilClose(deadline);
      if (typeof body === "string") return { ...closed(body), headers, status };
      return { status, headers, body };
    }
  }

  async #exactly(length: number, deadline: number): Promise<Buffer | "closed" | "timeout"> {
    while (this.#buffer.length < length) {
      if (!(await this.#more(deadline))) return this.#closed ? "closed" : "timeout";
    }
    const body = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return body;
  }

  async #chunked(deadline: number): Promise<Buffer | "closed" | "timeout"> {
    const parts: Buffer[] = [];
    for (;;) {
      let lineEnd = this.#buffer.indexOf("\r\n");
      while (lineEnd < 0) {
        if (!(await this.#more(deadline))) return this.#closed ? "closed" : "timeout";
        lineEnd = this.#buffer.indexOf("\r\n");
      }
      const size = Number.parseInt(this.#buffer.subarray(0, lineEnd).toString("latin1"), 16);
      this.#buffer = this.#buffer.subarray(lineEnd + 2);
      if (size === 0) {
        // No trailers from our server: the last chunk ends with one more CRLF.
        const rest = await this.#exactly(2, deadline);
        return typeof rest === "string" ? rest : Buffer.concat(parts);
      }
      const part = await this.#exactly(size + 2, deadline);
      if (typeof part === "string") return part;
      parts.push(part.subarray(0, size));
    }
  }

  async #untilClose(deadline: number): Promise<Buffer | "timeout"> {
    while (!this.#closed) {
      if (!(await this.#more(deadline)) && !this.#closed) return "timeout";
    }
    const body = this.#buffer;
    this.#buffer = Buffer.alloc(0);
    return body;
  }

  /** Closes the connection (the next send opens a new one). */
  close(): void {
    this.#closed = true;
    this.#socket?.destroy();
    this.#socket = undefined;
  }
}

/**
 * Runs `work` over `items` with at most `concurrency` at a time, each worker on its own
 * keep-alive connection.
 * @returns the results in the order of `items`
 */
export async function overConnections<T, R>(
  url: string,
  items: T[],
  concurrency: number,
  work: (connection: RawConnection, item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const { hostname, port } = new URL(url);
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      const connection = new RawConnection(Number(port), hostname);
      try {
        while (next < items.length) {
          const index = next++;
          results[index] = await work(connection, items[index], index);
        }
      } finally {
        connection.close();
      }
    }),
  );
  return results;
}
