/**
 * Reading a form action's body safely (issue 6 defects 4 and 5). server.mjs already refuses a
 * body larger than the route's limit with 413 while reading it; here a body that is not a form
 * (JSON, text/plain, XML, no content type, a multipart body without or with a wrong boundary, a
 * truncated one, bad percent-encoding) becomes a 400 with a short message instead of a 500.
 */

/** Body limit of sign-in, register, sign-out and the other small forms, in bytes. */
export const SMALL_FORM_LIMIT_BYTES = 64 * 1024;
/** Body limit of the admin dashboard (a banner image up to 5 MB plus the form), in bytes. */
export const DASHBOARD_FORM_LIMIT_BYTES = 6 * 1024 * 1024;

/** The message of the 400 answered to a body that is not a readable form. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read.";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Parses a form action's body (urlencoded or multipart).
 * @param request the action's request
 * @returns its FormData
 * @throws a 400 Response (text/plain, {@link UNREADABLE_FORM_MESSAGE}) when the content type is
 *   not a form type or the body cannot be parsed as one
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(type)) throw unreadableForm();
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}

function unreadableForm(): Response {
  return new Response(UNREADABLE_FORM_MESSAGE, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
