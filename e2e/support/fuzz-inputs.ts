import fc from "fast-check";

/**
 * The generated inputs of the request fuzzer (e2e/fuzz.spec.ts): request targets (with NUL
 * and other control characters in paths), methods and Host headers, and form bodies of every
 * kind a form action must survive (control characters in their values too), each marked with
 * what the server must answer.
 */

/** Body limit of every form but the admin's dashboard with a session, in bytes. */
const SMALL_LIMIT = 64 * 1024;

export const noCrLf = (text: string) => text.replace(/[\r\n]/g, "");

/**
 * Control characters a visitor can put in a path or a form (NUL, C0, DEL, C1 NEL, the Unicode
 * line separator): none may reach the database or end in a 5xx.
 */
const CONTROL_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\t",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u2028",
];
/** The same, percent-encoded as UTF-8 for a request target. */
const ENCODED_CONTROLS = CONTROL_CHARACTERS.map((c) =>
  [...Buffer.from(c, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""),
);
/** Text mixing letters, digits, hyphens and control characters. */
const withControls = (alphabet: string[], maxLength: number) =>
  fc.string({ unit: fc.constantFrom("a", "b", "1", "-", ...alphabet), maxLength });

// ---------------------------------------------------------------- request targets

const segment = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      "",
      ".",
      "..",
      "%2e",
      "%2E%2e",
      "%2f",
      "%5c",
      "\\",
      "@",
      ":",
      ":@",
      "a:b@c",
      "%",
      "%zz",
      "%E0%A4%A",
      "%00",
      "%C0%AE",
      "%ff%fe",
      ";",
      "..%2f",
      "*",
      "~",
      "login",
      "login.data",
      "register",
      "adminlogin",
      "admin-dashboard",
      "admin-dashboard.data",
      "_root.data",
      "assets",
      "api",
      "auth",
      "callback",
      "google",
      "robots.txt",
      "sitemap.xml",
      "courses",
      "banner-image",
      "healthz",
      "readyz",
      "gallery",
      "blogs",
      "events",
      "calendar.ics",
      "photos",
      "book",
      "enquiry",
      "%0a",
      "%0d",
      "%7f",
    ),
  },
  // NUL and other control characters, percent-encoded, alone or inside a slug-like word.
  { weight: 2, arbitrary: withControls(ENCODED_CONTROLS, 8) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,24}$/) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }).map(noCrLf) },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 12 })
      .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
  },
  { weight: 1, arbitrary: fc.nat({ max: 9_000 }).map((n) => "a".repeat(n)) },
);

/** A page addressed by a slug or id, with control characters in it: 404, never a 5xx. */
const slugTarget = fc
  .tuple(
    fc.constantFrom("/gallery/", "/blogs/", "/events/", "/courses/", "/photos/", "/banner-image/"),
    withControls(ENCODED_CONTROLS, 10),
    fc.constantFrom("", "", "/calendar.ics", ".data", "/x/640.avif"),
  )
  .map(([prefix, slug, suffix]) => `${prefix}${slug}${suffix}`);

const anyTarget = fc
  .tuple(
    fc.constantFrom(
      "/",
      "/",
      "/",
      "//",
      "///",
      "//:@/",
      "//a:b@c/",
      "/\\",
      "http://elsewhere.example/",
      "http://127.0.0.1/",
      "https://u:p@127.0.0.1:1/",
      "*",
      "",
    ),
    fc.array(segment, { maxLength: 6 }),
    fc.option(fc.string({ unit: "grapheme", maxLength: 40 }).map(noCrLf), { nil: undefined }),
  )
  .map(([prefix, segments, query]) => {
    const path = `${prefix}${segments.join("/")}`;
    return query === undefined ? path : `${path}?${query}`;
  });

export const target = fc.oneof(
  { weight: 9, arbitrary: anyTarget },
  { weight: 1, arbitrary: slugTarget },
);

export const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant("GET") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "HEAD",
      "POST",
      "PUT",
      "PATCH",
      "DELETE",
      "OPTIONS",
      "TRACE",
      "CONNECT",
      "PROPFIND",
      "get",
      "FOO",
      "M-SEARCH",
    ),
  },
);

/** Host header lines: the right one, none, empty, another host, userinfo, junk, two. */
export const hostLines = (right: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant([`Host: ${right}`]) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        [],
        ["Host: "],
        ["Host: elsewhere.example"],
        ["Host: a:b@c"],
        ["Host: [::1]"],
        ["Host: %"],
        ["Host: x/y"],
        ["Host: 127.0.0.1:99999"],
        ["Host: ä.example"],
        [`Host: ${right}`, "Host: elsewhere.example"],
        [`Host: ${"h".repeat(300)}`],
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((h) => [`Host: ${noCrLf(h)}`]) },
  );

export type Body = {
  kind: string;
  contentType: string | null;
  bytes: Buffer;
  chunked: boolean;
  sameOrigin: boolean;
  /** Built so that the server must refuse it (4xx) and store nothing. */
  mustRefuse: boolean;
  /** Over the route's body limit: must be 413. */
  overLimit: boolean;
};

/** Addresses used only in bodies that must be refused: none may exist after the run. */
export const REFUSED_ACCOUNTS = Array.from(
  { length: 4 },
  (_, i) => `refused-${i}@fuzz.example.test`,
);
export const REFUSED_PASSWORD = "fuzz-refused-password-1";
/** Text put in every dashboard field: it must never appear on a public page. */
export const MARKER = "FuzzMarker7Q";

const fieldName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "email",
      "password",
      "name",
      "confirmPassword",
      "intent",
      "title",
      "content",
      "stars",
      "id",
      "contactNo",
      "mode",
      "level",
      "location",
      "keepCopy",
      "source",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 10 }) },
);
const fieldValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  // NUL, line breaks and other control characters inside an otherwise plain value.
  { weight: 1, arbitrary: withControls([...CONTROL_CHARACTERS, "\r", "\n", "\r\n"], 24) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "google",
      "add-feedback",
      "update-banner",
      "delete-feedback",
      "delete-banner",
      "5",
      "",
      MARKER,
      "online",
      "beginner",
      "yes",
      "dialog",
    ),
  },
);
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 });
/** Credentials of an account that must not exist afterwards, plus the dashboard marker. */
const refusedFields = fc.nat({ max: REFUSED_ACCOUNTS.length - 1 }).map((i) => [
  ["name", "Fuzz Refused"],
  ["email", REFUSED_ACCOUNTS[i]],
  ["password", REFUSED_PASSWORD],
  ["confirmPassword", REFUSED_PASSWORD],
  ["intent", "add-feedback"],
  ["content", MARKER],
  ["stars", "5"],
]);

const urlencode = (pairs: string[][]) => new URLSearchParams(pairs).toString();

function multipart(pairs: string[][], boundary: string): string {
  const parts = pairs.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,.:=?-]{1,40}$/);
const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/**
 * A complete registration and enquiry (every field the forms read) whose text holds NUL, line
 * breaks or other control characters: the account or the enquiry copy is kept, on one line.
 */
const completeWithControls = fc
  .tuple(
    withControls([...CONTROL_CHARACTERS, "\r\n"], 16),
    fc.nat({ max: 1_000_000 }),
    withControls([...CONTROL_CHARACTERS, "\n"], 12),
  )
  .map(([text, n, other]) => [
    ["name", `Fuzz ${text}`],
    ["email", `fuzz-${n}@fuzz.example.test`],
    ["password", "fuzz-password-1"],
    ["confirmPassword", "fuzz-password-1"],
    ["contactNo", `+91 ${other}`],
    ["mode", "online"],
    ["level", "beginner"],
    ["location", `Tiruppur ${text}`],
    ["keepCopy", "yes"],
    ["source", "book"],
  ]);

/** Well-formed forms (urlencoded or multipart) with random fields: any answer but a 5xx. */
const wellFormed = fc.oneof(
  completeWithControls.map((pairs) => ({
    kind: "complete form with control characters",
    contentType: "application/x-www-form-urlencoded",
    text: urlencode(pairs),
    mustRefuse: false,
  })),
  fields.map((pairs) => ({
    kind: "urlencoded",
    contentType: "application/x-www-form-urlencoded",
    text: urlencode(pairs),
    mustRefuse: false,
  })),
  fc
    .tuple(fields, fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%C0%AE", "+%+", "&&=&"))
    .map(([pairs, junk]) => ({
      kind: "bad percent-encoding",
      contentType: "application/x-www-form-urlencoded",
      text: `${urlencode(pairs)}&email=${junk}&password=${junk}`,
      mustRefuse: false,
    })),
  fc.tuple(fields, boundary).map(([pairs, b]) => ({
    kind: "multipart",
    contentType: `multipart/form-data; boundary=${b}`,
    text: multipart(pairs, b),
    mustRefuse: false,
  })),
);

/** Bodies that are not a readable form, carrying a refused account's credentials: 4xx. */
const malformed = fc.oneof(
  refusedFields.map((pairs) => ({
    kind: "json",
    contentType: "application/json",
    text: JSON.stringify(Object.fromEntries(pairs)),
    mustRefuse: true,
  })),
  fc.tuple(refusedFields, fc.json()).map(([pairs, json]) => ({
    kind: "json (generated)",
    contentType: "application/json",
    text: `${json}${urlencode(pairs)}`,
    mustRefuse: true,
  })),
  refusedFields.map((pairs) => ({
    kind: "text/plain",
    contentType: "text/plain",
    text: pairs.map(([n, v]) => `${n}=${v}`).join("\r\n"),
    mustRefuse: true,
  })),
  refusedFields.map((pairs) => ({
    kind: "xml",
    contentType: "application/xml",
    text: `<?xml version="1.0"?><!DOCTYPE f [<!ENTITY a "aaaa">]><form>${pairs
      .map(([n, v]) => `<${n}>${v}</${n}>`)
      .join("")}</form>`,
    mustRefuse: true,
  })),
  refusedFields.map((pairs) => ({
    kind: "no content type",
    contentType: null,
    text: urlencode(pairs),
    mustRefuse: true,
  })),
  fc
    .tuple(refusedFields, fc.string({ maxLength: 40 }))
    .filter(([, type]) => !FORM_TYPE.test(type))
    .map(([pairs, type]) => ({
      kind: "random content type",
      contentType: noCrLf(type),
      text: urlencode(pairs),
      mustRefuse: true,
    })),
  fc.tuple(refusedFields, boundary).map(([pairs, b]) => ({
    kind: "multipart without boundary",
    contentType: "multipart/form-data",
    text: multipart(pairs, b),
    mustRefuse: true,
  })),
  fc
    .tuple(refusedFields, boundary, boundary)
    .filter(([, used, declared]) => !`--${used}`.includes(`--${declared}`))
    .map(([pairs, used, declared]) => ({
      kind: "multipart with a wrong boundary",
      contentType: `multipart/form-data; boundary=${declared}`,
      text: multipart(pairs, used),
      mustRefuse: true,
    })),
  fc
    .tuple(refusedFields, boundary, fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([pairs, b, cut]) => {
      const whole = multipart(pairs, b);
      const end = whole.lastIndexOf(`--${b}--`);
      return {
        kind: "truncated multipart",
        contentType: `multipart/form-data; boundary=${b}`,
        text: whole.slice(0, Math.floor(end * cut)),
        mustRefuse: true,
      };
    }),
);

/** A urlencoded body over the 64 KB limit (the refused account's credentials first): 413. */
const overLimit = fc
  .tuple(refusedFields, fc.integer({ min: SMALL_LIMIT + 1, max: SMALL_LIMIT * 4 }))
  .map(([pairs, size]) => {
    const start = `${urlencode(pairs)}&pad=`;
    return {
      kind: "over the limit",
      contentType: "application/x-www-form-urlencoded",
      text: start + "a".repeat(Math.max(0, size - start.length)),
      mustRefuse: true,
      overLimit: true,
    };
  });

export const body: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: wellFormed },
      { weight: 5, arbitrary: malformed },
      { weight: 1, arbitrary: overLimit },
    ),
    fc.boolean(),
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  )
  .map(([generated, chunked, sameOrigin]) => ({
    kind: generated.kind,
    contentType: generated.contentType,
    bytes: Buffer.from(generated.text, "utf8"),
    chunked,
    sameOrigin,
    mustRefuse: generated.mustRefuse || !sameOrigin,
    overLimit: "overLimit" in generated,
  }));

/**
 * The raw request of a body: Content-Length or chunked framing (in chunks of a size that
 * depends on `index`).
 * @param origin the server's origin, also sent as Origin when the body is same-origin
 */
export function bodyRequest(origin: string, path: string, b: Body, index: number): Buffer {
  const lines = [`POST ${path} HTTP/1.1`, `Host: ${new URL(origin).host}`];
  if (b.sameOrigin) lines.push(`Origin: ${origin}`);
  if (b.contentType !== null) lines.push(`Content-Type: ${b.contentType}`);
  if (!b.chunked) {
    lines.push(`Content-Length: ${b.bytes.length}`);
    return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), b.bytes]);
  }
  lines.push("Transfer-Encoding: chunked");
  const parts: Buffer[] = [Buffer.from(`${lines.join("\r\n")}\r\n\r\n`)];
  const step = 1 + ((index * 7919) % 16_384);
  for (let at = 0; at < b.bytes.length; at += step) {
    const chunk = b.bytes.subarray(at, at + step);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}
