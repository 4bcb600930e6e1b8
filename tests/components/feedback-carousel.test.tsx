// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackCarousel, type FeedbackItem } from "~/components/feedback-carousel";

// --- Environment, not behaviour: jsdom has no layout, no media queries and no observers. ---
// Layout: the carousel viewport is VIEW px wide; a slide is VIEW / perView wide, where perView is
// the carousel's data-per-view on a wide screen (md+) and 1 on a phone — what the CSS does in a
// real browser.
const VIEW = 900;
let phone = false;
let reducedMotion = false;

function slideWidth(el: HTMLElement): number {
  const root = el.closest<HTMLElement>("[data-per-view]");
  const perView = phone ? 1 : Number(root?.dataset.perView ?? 1);
  return VIEW / perView;
}

beforeAll(async () => {
  // The moving part is fetched when the carousel nears the screen; compiled here once, so the
  // first test that waits for it does not wait for its compilation on a busy machine.
  await import("~/components/feedback-carousel-motion");
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, "offsetWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute("data-slide") ? slideWidth(this) : VIEW;
    },
  });
  // The track shows VIEW px of its strip, the strip being as wide as its slides (and copies).
  Object.defineProperty(proto, "clientWidth", { configurable: true, get: () => VIEW });
  Object.defineProperty(proto, "scrollWidth", {
    configurable: true,
    get(this: HTMLElement) {
      const strip = this.hasAttribute("data-carousel-track") ? this.firstElementChild : null;
      const slide = strip?.querySelector<HTMLElement>("[data-slide]");
      return strip && slide ? strip.children.length * slideWidth(slide) : VIEW;
    },
  });
  Object.defineProperty(proto, "offsetHeight", { configurable: true, get: () => 500 });
  Object.defineProperty(proto, "offsetTop", { configurable: true, get: () => 0 });
  Object.defineProperty(proto, "offsetLeft", {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.hasAttribute("data-slide") || !this.parentElement) return 0;
      return [...this.parentElement.children].indexOf(this) * slideWidth(this);
    },
  });
  // Every observed element counts as on screen (a screen tall enough to show the whole page).
  class OnScreenObserver {
    thresholds = [0];
    constructor(private readonly callback: (entries: unknown[], observer: unknown) => void) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, {
    ResizeObserver: NoResizeObserver,
    IntersectionObserver: OnScreenObserver,
  });
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

beforeEach(() => {
  phone = false;
  reducedMotion = false;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// --- Fixtures ---
function items(n: number): FeedbackItem[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 1_700_000_000_000 + i,
    name: `Reviewer ${i + 1}`,
    content: `Feedback number ${i + 1}.`,
    stars: 5,
  }));
}

/** How long a poll waits for React on a busy machine (no fixed sleep: it ends when the state is there). */
const SETTLE_MS = 5000;

const region = () => screen.getByRole("region", { name: "Feedback from our students and parents" });
const bullets = () => screen.queryAllByRole("button", { name: /^Go to slide \d+$/ });

/**
 * Waits until a looping carousel's moving part (fetched when the carousel nears the screen) is
 * there: it brings the Pause/Play button. Before that the carousel shows a bullet per card.
 */
async function movingPartLoaded() {
  await screen.findByRole("button", { name: /automatic sliding/ }, { timeout: SETTLE_MS });
}
/** The track (`[data-carousel-track]`), whose scrollLeft is where the carousel is. */
const track = () =>
  within(region()).getAllByRole("group")[0].closest("[data-carousel-track]") as HTMLElement;
const currentBullet = () =>
  bullets()
    .find((b) => b.getAttribute("aria-current") === "true")
    ?.getAttribute("aria-label");

describe("FeedbackCarousel rules by number of items (spec §4, §9)", () => {
  it("0 items: renders nothing", () => {
    const { container } = render(<FeedbackCarousel items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("1 item: one centred card, no carousel, no controls, nothing to swipe", () => {
    const { container } = render(<FeedbackCarousel items={items(1)} />);
    expect(screen.getByText("Feedback number 1.")).toBeInTheDocument();
    expect(screen.getByText("Reviewer 1")).toBeInTheDocument();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryAllByRole("group")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass("justify-center");
    expect(root.dataset.perView).toBe("1");
    // A static card: nothing for a drag to move.
    expect(container.querySelector("[style*='transform']")).toBeNull();
  });

  it("2 items: two per view on wide screens, no loop, no autoplay", async () => {
    render(<FeedbackCarousel items={items(2)} />);
    const slides = within(region()).getAllByRole("group");
    expect(slides).toHaveLength(2);
    expect(slides[0]).toHaveAccessibleName("1 of 2");
    expect(region().dataset.perView).toBe("2");
    expect(region().dataset.loop).toBe("false");
    for (const slide of slides) expect(slide).toHaveClass("basis-full", "md:basis-1/2");
    // Both fit the view: nothing to page through, so no bullets once the moving part has
    // measured the track (the server's bullets are hidden from 768 px by CSS); and never an
    // autoplay control.
    await waitFor(() => expect(bullets()).toHaveLength(0), { timeout: SETTLE_MS });
    expect(screen.queryByRole("button", { name: /automatic sliding/ })).toBeNull();
  });

  it("2 items on a phone: one per view, a bullet each, bullets are clickable", async () => {
    phone = true;
    render(<FeedbackCarousel items={items(2)} />);
    await waitFor(() => expect(bullets()).toHaveLength(2));
    expect(currentBullet()).toBe("Go to slide 1");
    fireEvent.click(bullets()[1]);
    await waitFor(() => expect(currentBullet()).toBe("Go to slide 2"), { timeout: SETTLE_MS });
  });

  it("3+ items: three per view, looping, with a Pause control", async () => {
    render(<FeedbackCarousel items={items(5)} />);
    const slides = within(region()).getAllByRole("group");
    expect(slides).toHaveLength(5);
    expect(region().dataset.perView).toBe("3");
    expect(region().dataset.loop).toBe("true");
    for (const slide of slides) expect(slide).toHaveClass("basis-full", "md:basis-1/3");
    // Looping: a snap (and bullet) for every card. Without loop the carousel would stop once the
    // last card is in view: 3 snaps for 5 cards at 3 per view.
    await movingPartLoaded();
    await waitFor(() => expect(bullets()).toHaveLength(5));
    expect(screen.getByRole("button", { name: "Pause automatic sliding" })).toHaveTextContent(
      "Pause",
    );
  });

  it("exactly 3 items: three per view, looping, with the autoplay control", async () => {
    render(<FeedbackCarousel items={items(3)} />);
    expect(await screen.findByRole("button", { name: "Pause automatic sliding" })).toBeVisible();
    expect(within(region()).getAllByRole("group")).toHaveLength(3);
    expect(region().dataset.perView).toBe("3");
    expect(region().dataset.loop).toBe("true");
  });

  it("3+ items: autoplay moves to the next slide after 3000 ms, and wraps around", async () => {
    // Taken before the render: autoplay cannot start earlier, so a loaded machine's slow start
    // only lengthens what is measured (taken after it, a slow start made a correct 3000 ms
    // look like 2836).
    const start = Date.now();
    render(<FeedbackCarousel items={items(4)} />);
    await movingPartLoaded();
    await waitFor(() => expect(bullets()).toHaveLength(4));
    expect(currentBullet()).toBe("Go to slide 1");
    // Not before 3000 ms (the claim); how much later depends on the machine's load (the limit).
    await waitFor(() => expect(currentBullet()).toBe("Go to slide 2"));
    expect(Date.now() - start).toBeGreaterThanOrEqual(2900);
    // From the last slide autoplay carries on to the first.
    fireEvent.click(bullets()[3]);
    await waitFor(() => expect(currentBullet()).toBe("Go to slide 4"));
    await waitFor(() => expect(currentBullet()).toBe("Go to slide 1"));
    // It moved on into the copy of the first card, then back to the first card itself.
    await waitFor(() => expect(track().scrollLeft).toBe(0));
  }, 40_000);

  it("3+ items: the strip ends with hidden, inert copies of the first three cards (the loop)", () => {
    render(<FeedbackCarousel items={items(5)} />);
    const strip = track().firstElementChild as HTMLElement;
    expect(strip.children).toHaveLength(8);
    const copies = [...strip.children].slice(5);
    expect(copies.map((c) => c.textContent)).toEqual(
      [1, 2, 3].map((n) => expect.stringContaining(`Reviewer ${n}`)),
    );
    for (const copy of copies) {
      expect(copy).toHaveAttribute("aria-hidden", "true");
      expect(copy).toHaveAttribute("inert");
      expect(copy).not.toHaveAttribute("data-slide");
    }
    // Two items do not loop: no copies.
    cleanup();
    render(<FeedbackCarousel items={items(2)} />);
    expect((track().firstElementChild as HTMLElement).children).toHaveLength(2);
  });

  it("3+ items: Pause stops autoplay and Play starts it again", async () => {
    // A fake clock (advancing with real time too, so waitFor still polls): 3.5 s pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<FeedbackCarousel items={items(4)} />);
    await movingPartLoaded();
    await waitFor(() => expect(bullets()).toHaveLength(4));
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic sliding" }));
    const play = await screen.findByRole("button", { name: "Play automatic sliding" });
    expect(play).toHaveTextContent("Play");
    await vi.advanceTimersByTimeAsync(3500);
    expect(currentBullet()).toBe("Go to slide 1");
    fireEvent.click(play);
    await screen.findByRole("button", { name: "Pause automatic sliding" });
    // The same fake clock does move the carousel once it plays: the check above can fail.
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(currentBullet()).toBe("Go to slide 2"));
  });

  it("3+ items with prefers-reduced-motion: autoplay starts paused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    reducedMotion = true;
    render(<FeedbackCarousel items={items(4)} />);
    await movingPartLoaded();
    await waitFor(() => expect(bullets()).toHaveLength(4));
    expect(screen.getByRole("button", { name: "Play automatic sliding" })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3500);
    expect(currentBullet()).toBe("Go to slide 1");
  });
});

describe("FeedbackCarousel cards", () => {
  it("server-renders every card, so the feedback is in the page without JavaScript", () => {
    const html = renderToString(<FeedbackCarousel items={items(4)} />);
    for (let i = 1; i <= 4; i++) {
      expect(html).toContain(`Reviewer ${i}`);
      expect(html).toContain(`Feedback number ${i}.`);
    }
    expect(html).toContain('data-per-view="3"');
  });

  it("shows stars as repeated ★, clamped to 1–5, with a text alternative", () => {
    render(
      <FeedbackCarousel
        items={[
          { id: 1, name: "A", content: "a", stars: 9 },
          { id: 2, name: "B", content: "b", stars: 0 },
          { id: 3, name: "C", content: "c", stars: 3 },
        ]}
      />,
    );
    const ratings = screen.getAllByRole("img");
    expect(ratings.map((r) => r.getAttribute("aria-label"))).toEqual([
      "5 out of 5 stars",
      "1 out of 5 stars",
      "3 out of 5 stars",
    ]);
    expect(ratings.map((r) => r.textContent)).toEqual(["★★★★★", "★☆☆☆☆", "★★★☆☆"]);
  });

  it("renders names and content as text, never as HTML", () => {
    const { container } = render(
      <FeedbackCarousel
        items={[
          { id: 1, name: "<b>Bold</b>", content: '<img src="x" onerror="alert(1)">', stars: 5 },
        ]}
      />,
    );
    expect(container.querySelector("img, b")).toBeNull();
    expect(screen.getByText('<img src="x" onerror="alert(1)">')).toBeInTheDocument();
    expect(screen.getByText("<b>Bold</b>")).toBeInTheDocument();
  });
});
