import { readFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { serverEnv } from "~/config/env.server";
import { moduleLogger } from "~/server/logger.server";

/**
 * Critical CSS for the pages anonymous visitors get (docs/decisions/first-paint.md). beasties
 * inlines, into a `<style>` in the head, every rule of the site's stylesheet that matches an
 * element of the page, and turns the stylesheet link into a non-blocking one (`media="print"`, its
 * wanted media in `data-beasties-media`, switched by the page's start script,
 * app/server/first-paint/first-paint.server.ts; a `<noscript>` copy of the link keeps pages complete without
 * JavaScript). The first paint then needs nothing but the HTML. The page cache runs it once per
 * cached page (app/server/cache/page-cache.server.ts), so visitors never wait for it after the first.
 */

const log = moduleLogger("critical-css");

/**
 * Where the built client assets are: `<BUILD_DIR>/client/` (default `build/`), the folder
 * serve.server.ts serves `/assets/` from.
 */
const CLIENT_DIR = `${path.resolve(serverEnv().buildDir ?? "build", "client")}${path.sep}`;

/** Reads a stylesheet by its URL path (e.g. `/assets/root-ab12.css`); undefined when unknown. */
export type StylesheetReader = (href: string) => Promise<string | undefined>;

/** Stylesheets read from the client build; fingerprinted names never change content. */
const stylesheets = new Map<string, Promise<string | undefined>>();

/**
 * Reads a fingerprinted stylesheet of the client build once per process. Only `/assets/*.css`
 * paths inside the build are read; anything else is undefined (left as a link).
 */
function readBuiltStylesheet(href: string): Promise<string | undefined> {
  let sheet = stylesheets.get(href);
  if (!sheet) {
    const file = path.resolve(CLIENT_DIR, `.${href}`);
    sheet =
      /^\/assets\/[\w.-]+\.css$/.test(href) && file.startsWith(CLIENT_DIR)
        ? readFile(file, "utf8").catch(() => undefined)
        : Promise.resolve(undefined);
    stylesheets.set(href, sheet);
  }
  return sheet;
}

/** The parts of beasties' document (an htmlparser2 tree with DOM-like methods) used here. */
type BeastiesElement = { getAttribute(name: string): string | null };
type BeastiesDocument = { querySelector(selector: string): BeastiesElement | null };

/** The CSP nonce the page was rendered with (that of its first nonce'd script), if any. */
function pageNonce(document: BeastiesDocument): string | undefined {
  return document.querySelector("script[nonce]")?.getAttribute("nonce") ?? undefined;
}

/** beasties reading stylesheets through a {@link StylesheetReader}. */
class SiteBeasties extends Beasties {
  readonly #read: StylesheetReader;
  constructor(read: StylesheetReader) {
    super({
      // the whole stylesheet stays as a file, loaded after the first paint and cached
      pruneSource: false,
      preload: "media-script",
      // the activation script and the inline style carry the page's CSP nonce
      nonce: (document) => pageNonce(document as unknown as BeastiesDocument),
      reduceInlineStyles: false,
      mergeStylesheets: true,
      // keyframes of the animations the page uses (reveal, headline words, carousel)
      keyframes: "critical",
      fonts: false,
      // Kept although beasties cannot match them against the page: Tailwind's space-*/divide-*
      // utilities are written `:where(.space-y-4>:not(:last-child))` (without them the first
      // paint has no gaps and the page shifts when the stylesheet applies), and the reveal's
      // visible state, which the script adds, possibly before the stylesheet has loaded.
      allowRules: [/^:where\(\.(?:space|divide)-/, /\.is-visible\b/],
      logLevel: "silent",
    });
    this.#read = read;
  }

  override getCssAsset(href: string): Promise<string | undefined> {
    return this.#read(href);
  }

  /**
   * beasties' activation script (same name, called by `process`) is left out: it switches the
   * stylesheet at once, while it is still loading, which makes Chromium wait for it before the
   * first paint. The page's start script (app/server/first-paint/first-paint.server.ts) switches it instead,
   * once loaded, at the visitor's first interaction.
   */
  injectDeferredMediaScript(): void {}
}

const defaultBeasties = new SiteBeasties(readBuiltStylesheet);

/**
 * Inlines the critical CSS of one page and defers its stylesheet (see the module comment).
 * @param html a whole HTML document as rendered
 * @param read where stylesheets come from (tests pass their own; default: the client build)
 * @returns the document with a `<style>` of the rules it uses, or `html` unchanged when the
 *   stylesheet cannot be read or beasties fails (logged; the page then loads as before) or the
 *   page links no stylesheet
 */
export async function inlineCriticalCss(html: string, read?: StylesheetReader): Promise<string> {
  try {
    const out = await (read ? new SiteBeasties(read) : defaultBeasties).process(html);
    // Nothing deferred means nothing inlined: keep the page as rendered.
    if (!/<link[^>]*data-beasties-media/.test(out)) return html;
    // beasties marks the root element it matched against; the page has no use for the mark.
    return out.replace(/^(<!DOCTYPE html>\s*<html[^>]*?) data-beasties-container(?:="")?/i, "$1");
  } catch (error) {
    log.warn({ error: { name: (error as Error)?.name } }, "critical CSS skipped");
    return html;
  }
}
