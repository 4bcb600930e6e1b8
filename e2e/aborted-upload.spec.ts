import { connect, type Socket } from "node:net";
import { adminGalleryCopy } from "../app/content/admin-gallery";
import { makeImage } from "../tests/fixtures/images";
import { signInAsAdminByHttp } from "./support/admin";
import { createAlbumByHttp } from "./support/gallery";
import { expect, OWN_ADMIN, test } from "./support/own-server";

/**
 * docs/decisions/hardening.md "Aborted requests": a photo upload the browser abandons (the tab
 * closed, the connection lost) is logged as the client's doing — status 499 at level info, never
 * a 500 "request failed" — and leaves no photo behind. The upload goes over a raw socket, so the
 * test can cut it off midway.
 */

/** A multipart photo upload as the album page's uploader sends it. */
function uploadBody(photo: Buffer, boundary: string): Buffer {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nAn abandoned board\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="board.jpg"\r\n` +
    "Content-Type: image/jpeg\r\n\r\n";
  return Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

/** Opens a connection and writes the request head and `bytes`; resolves once they are sent. */
function sendPartly(url: string, head: string, bytes: Buffer): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      socket.write(bytes, () => resolve(socket));
    });
    socket.on("error", reject);
  });
}

/** The server's JSON log lines about one path. */
function logLines(output: string, path: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes(`"path":"${path}"`))
    .map((line) => JSON.parse(line));
}

test("a photo upload cut off midway, or before its answer, is logged 499 at info, never a 500, and stores no photo", async ({
  request,
  baseURL,
  ownServer,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? "";
  await signInAsAdminByHttp(request, base, OWN_ADMIN);
  const cookie = (await request.storageState()).cookies
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const photo = await makeImage("jpeg", { width: 1200, height: 900, noise: true });
  const boundary = "abandoned-upload";
  const body = uploadBody(photo, boundary);
  const headFor = (path: string) =>
    [
      `POST ${path} HTTP/1.1`,
      `Host: ${new URL(base).host}`,
      `Origin: ${base}`,
      `Cookie: ${cookie}`,
      "Accept: application/json",
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n");

  // Midway: half the body sent, then the connection closed.
  const midway = await createAlbumByHttp(request, base, {
    title: "Abandoned midway",
    takenOn: "2026-01-10",
  });
  const midwayPath = `${midway.path}/photos`;
  (await sendPartly(base, headFor(midwayPath), body.subarray(0, body.length >> 1))).destroy();

  // The whole body sent, the connection closed before the answer (the server is still reading
  // the image, or about to write its answer).
  const late = await createAlbumByHttp(request, base, {
    title: "Abandoned before the answer",
    takenOn: "2026-01-11",
  });
  const latePath = `${late.path}/photos`;
  (await sendPartly(base, headFor(latePath), body)).destroy();

  for (const path of [midwayPath, latePath]) {
    await expect
      .poll(() => logLines(ownServer.output(), path).length, { timeout: 30_000, message: path })
      .toBe(1);
    expect(logLines(ownServer.output(), path)[0], path).toMatchObject({
      level: 30,
      msg: "request aborted",
      req: { method: "POST", path },
      res: { status: 499 },
    });
  }
  // The server noticed no error of its own: no "request failed" line, nothing at level 50.
  const output = ownServer.output();
  expect(output).not.toContain("destroyed or ended writable stream");
  expect(output).not.toMatch(/"msg":"request failed"/);

  // Nothing stored for the upload cut off midway.
  const album = await request.get(midway.path);
  expect(album.status()).toBe(200);
  expect(await album.text()).toContain(adminGalleryCopy.noPhotos);
  // The server keeps serving uploads.
  expect((await request.get(late.path)).status()).toBe(200);

  // The worker's server is shared with the next specs (e2e/support/own-server.ts): its albums go.
  for (const { id } of [midway, late]) {
    const deleted = await request.post("/admin/gallery", {
      headers: { Origin: base },
      form: { intent: "delete", id },
      maxRedirects: 0,
    });
    expect(deleted.status(), `delete album ${id}`).toBe(303);
  }
});
