import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { START_ON_INTERACTION_SCRIPT } from "~/server/first-paint/first-paint.server";

// docs/decisions/first-paint.md "Taps during hydration": the start script's footer map and the
// taps it keeps from React while React hydrates, run in jsdom. The browser behaviour (the frame
// loaded before React, kept when React hydrates) is proven in e2e/first-gesture.spec.ts.

/** A page with the footer's map facade, a Book control and a plain button, the start script run. */
function startPage() {
  const dom = new JSDOM(
    `<!DOCTYPE html><html><body>
      <a href="/book" data-opens-dialog="book-now">Book Now</a><dialog id="book-now"></dialog>
      <button type="button" id="plain">Plain</button>
      <details><summary>Question</summary>Answer</details>
      <header><form method="post" action="/logout" data-sign-out="Signing out…"><a href="/my-classes">Asha</a><button>Sign out</button></form></header>
      <div data-map><div data-map-frame></div><svg data-map-facade></svg>
      <button type="button" data-map-facade data-map-show="https://maps.example.test/embed?output=embed" data-map-title="Map of the academy">Show map</button></div>
    </body></html>`,
    { runScripts: "dangerously", pretendToBeVisual: true, url: "http://127.0.0.1/" },
  );
  const { window } = dom;
  window.HTMLDialogElement.prototype.show = window.HTMLDialogElement.prototype.showModal =
    function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  window.eval(START_ON_INTERACTION_SCRIPT);
  return { window, document: window.document };
}

describe("the start script while React hydrates", () => {
  it("Show map puts the titled, lazy frame in the box and hides the facade, before React and after; once", () => {
    for (const hydrated of [false, true]) {
      const { window, document } = startPage();
      if (hydrated) document.documentElement.setAttribute("data-hydrated", "");
      const show = document.querySelector<HTMLElement>("[data-map-show]");
      show?.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
      show?.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
      const frames = document.querySelectorAll("[data-map-frame] iframe");
      expect(frames).toHaveLength(1);
      const frame = frames[0] as HTMLIFrameElement;
      expect(frame.src).toBe("https://maps.example.test/embed?output=embed");
      expect(frame.title).toBe("Map of the academy");
      expect(frame.getAttribute("loading")).toBe("lazy");
      for (const part of document.querySelectorAll<HTMLElement>("[data-map-facade]"))
        expect(part.style.display).toBe("none");
    }
  });

  it("keeps a tap's events on a control it answers from a listener added after it (React's) until React has hydrated", () => {
    const { window, document } = startPage();
    const seen: string[] = [];
    // React listens on the document in the capture phase, after the start script has run.
    for (const type of ["touchstart", "pointerdown", "mouseup", "click"])
      document.addEventListener(
        type,
        (event) => seen.push(`${type} ${(event.target as Element).textContent}`),
        true,
      );
    const tap = (selector: string) => {
      const target = document.querySelector(selector);
      target?.dispatchEvent(new window.Event("touchstart", { bubbles: true }));
      target?.dispatchEvent(new window.MouseEvent("pointerdown", { bubbles: true }));
      target?.dispatchEvent(new window.MouseEvent("mouseup", { bubbles: true }));
      target?.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true }));
    };
    tap("[data-opens-dialog]");
    tap("summary");
    tap("[data-map-show]");
    tap("[data-sign-out] button");
    expect(seen).toEqual([]);
    // A button only React can answer: React sees the touch (and hydrates for it); the start
    // script holds its click and clicks it again once React has hydrated.
    tap("#plain");
    expect(seen).toEqual(["touchstart Plain", "pointerdown Plain", "mouseup Plain"]);
    seen.length = 0;
    document.documentElement.setAttribute("data-hydrated", "");
    tap("summary");
    expect(seen).toEqual([
      "touchstart Question",
      "pointerdown Question",
      "mouseup Question",
      "click Question",
    ]);
  });

  it("Sign out, posted before React has hydrated, goes natively, unseen by React, and the header says Signing out…", () => {
    const { window, document } = startPage();
    const form = document.querySelector<HTMLFormElement>("[data-sign-out]");
    const seenByReact: string[] = [];
    document.addEventListener("submit", (event) => seenByReact.push(event.type), true);
    const submit = new window.Event("submit", { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(seenByReact).toEqual([]);
    expect(form?.getAttribute("role")).toBe("status");
    expect(form?.textContent).toBe("Signing out…");
    expect(form?.querySelector("button")).toBeNull();
  });
});
