/**
 * Reading a form action's body safely (docs/decisions/request-limits.md). serve.server.ts already
 * refuses a body larger than the route's limit with 413 while reading it
 * (app/server/http/body-limit.server.ts); here the same limit is counted again while the action
 * reads (the dev server and tests have no serve.server.ts), and a body that is not a form (JSON,
 * text/plain, XML, no content type, a multipart body without or with a wrong boundary, a truncated
 * one) becomes a 400 with a short message instead of a 500. Bad percent-encoding in a urlencoded
 * body is decoded leniently (WHATWG URLSearchParams keeps the bytes) and ends in the form's own
 * field errors.
 */

/** Body limit of sign-in, register, sign-out and the other small forms, in bytes. */
export const SMALL_FORM_LIMIT_BYTES = 64 * 1024;
/** Body limit of the admin dashboard (a banner image up to 5 MB plus the form), in bytes. */
export const DASHBOARD_FORM_LIMIT_BYTES = 6 * 1024 * 1024;

/** The message of the 400 answered to a body that is not a readable form. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read.";
/** The message of the 413 answered to a body over the form's limit. */
export const FORM_TOO_LARGE_MESSAGE = "The form is too large.";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Parses a form action's body (urlencoded or multipart), reading at most `limitBytes`.
 * @param request the action's request
 * @param limitBytes the largest body accepted, in bytes (default {@link SMALL_FORM_LIMIT_BYTES})
 * @returns its FormData
 * @throws a 413 Response ({@link FORM_TOO_LARGE_MESSAGE}) when the declared or read body is
 *   larger than `limitBytes` (the rest is not read), or a 400 Response
 *   ({@link UNREADABLE_FORM_MESSAGE}) when the content type is not a form type or the body
 *   cannot be parsed as one; both text/plain
 */
export async function readFormBody(
  request: Request,
  limitBytes: number = SMALL_FORM_LIMIT_BYTES,
): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(type)) throw unreadableForm();
  const bytes = await readLimited(request, limitBytes);
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw unreadableForm();
  }
}

/** Reads the whole body, counting bytes; throws the 413 Response past `limitBytes`. */
async function readLimited(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limitBytes) throw formTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel().catch(() => {});
        throw formTooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw unreadableForm();
  }
  return Buffer.concat(chunks);
}

function unreadableForm(): Response {
  return new Response(UNREADABLE_FORM_MESSAGE, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

function formTooLarge(): Response {
  return new Response(FORM_TOO_LARGE_MESSAGE, {
    status: 413,
    headers: { "content-type": "text/plain; charset=utf-8", connection: "close" },
  });
}
