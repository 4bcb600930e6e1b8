import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * What a fresh, anonymous visitor sees of the coaches, testimonials and FAQs, read
 * from the server's HTML with a plain HTTP request (no browser needed): the same page cache a
 * visitor gets, so a change that did not drop it shows as a stale page.
 */

/** React's escaping undone (the five characters it escapes). */
function decode(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The questions of /faqs, in order. */
export async function visibleFaqs(request: APIRequestContext): Promise<string[]> {
  const page = await html(request, "/faqs");
  return [...page.matchAll(/<summary[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
}

/** The authors of /testimonial's reviews, in carousel order, with their review text. */
export async function visibleTestimonials(
  request: APIRequestContext,
): Promise<{ author: string; text: string }[]> {
  const page = await html(request, "/testimonial");
  return [
    ...page.matchAll(
      /<blockquote[^>]*><p>([^<]*)<\/p><\/blockquote><figcaption[^>]*><span[^>]*>([^<]*)</g,
    ),
  ].map((m) => ({ text: decode(m[1]), author: decode(m[2]) }));
}

/** The coach profiles of /coaches, in order: name, side (reverse) and the profile's text. */
export async function visibleCoaches(
  request: APIRequestContext,
): Promise<{ name: string; reverse: boolean; text: string }[]> {
  const page = await html(request, "/coaches");
  return [
    ...page.matchAll(/<article[^>]*data-reverse="(true|false)"[^>]*>([\s\S]*?)<\/article>/g),
  ].map((m) => ({
    reverse: m[1] === "true",
    name: decode(m[2].match(/<h3[^>]*>([^<]*)<\/h3>/)?.[1] ?? ""),
    text: decode(m[2].replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")),
  }));
}
