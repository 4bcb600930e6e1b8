// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Counter } from "~/components/counter";
import { countUp } from "~/lib/count-up";
import { FirstTap } from "~/lib/first-tap";
import { constructibleFn } from "../fixtures/intersection";

// Counter (spec §2 Home, §4, §9): from 0 to the target over 2 s on first half-visibility;
// final value at once with reduced motion; screen readers always get the final value.

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** The figure as shown: the counted number and its suffix (the number's aria-hidden box). */
const shown = () => document.querySelector("[data-counter-value]")?.parentElement?.textContent;

beforeEach(() => {
  setupIntersectionMocking(constructibleFn);
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
});

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Counter", () => {
  it("renders the final value before it is seen (server render, no JS) with a readable label", () => {
    mockReducedMotion(false);
    render(<Counter target={80} suffix="+" label="Clients" />);
    expect(shown()).toBe("80+");
    expect(screen.getByText("80+ Clients")).toHaveClass("sr-only");
    expect(document.querySelector("[data-counter-value]")?.parentElement).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  it("shows the final value at once and never animates with reduced motion", () => {
    mockReducedMotion(true);
    const raf = vi.spyOn(window, "requestAnimationFrame");
    render(<Counter target={500} suffix="+" label="Students Enrolled" />);
    act(() => mockAllIsIntersecting(true));
    expect(shown()).toBe("500+");
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe("500+");
    expect(raf).not.toHaveBeenCalled();
  });

  it("counts up from 0 over 2 s once half visible and stops at the target", () => {
    mockReducedMotion(false);
    render(<Counter target={80} suffix="+" label="Clients" />);
    act(() => mockAllIsIntersecting(0.6));
    // Its first frame, before the next paint, shows 0.
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe("0+");

    act(() => vi.advanceTimersByTime(1000));
    const midway = Number.parseInt(shown() ?? "", 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(80);

    act(() => vi.advanceTimersByTime(1100));
    expect(shown()).toBe("80+");
    // The accessible text never changed while counting.
    expect(screen.getByText("80+ Clients")).toBeInTheDocument();
  });

  it("animates only once: leaving and re-entering the viewport keeps the target", () => {
    mockReducedMotion(false);
    render(<Counter target={25} suffix="+" label="Chess Coaches" />);
    act(() => mockAllIsIntersecting(1));
    act(() => vi.advanceTimersByTime(2100));
    expect(shown()).toBe("25+");
    act(() => mockAllIsIntersecting(false));
    act(() => mockAllIsIntersecting(1));
    expect(shown()).toBe("25+");
  });

  it("adopts a count the start script began before React hydrated: never restarted, never reset", async () => {
    mockReducedMotion(false);
    const element = <Counter target={500} suffix="+" label="Students Enrolled" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const number = container.querySelector(`[${FirstTap.CounterValue}]`) as HTMLElement;
    // The start script counts it (the same countUp) when its section reveals.
    countUp(number);
    act(() => vi.advanceTimersByTime(800));
    const before = Number(number.textContent);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(500);

    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    act(() => mockAllIsIntersecting(1));
    // Hydrated and in view: the same element, still where the start script had got to.
    expect(container.querySelector(`[${FirstTap.CounterValue}]`)).toBe(number);
    expect(Number(number.textContent)).toBe(before);
    const seen: number[] = [];
    for (let ms = 0; ms < 1400; ms += 100) {
      act(() => vi.advanceTimersByTime(100));
      seen.push(Number(number.textContent));
    }
    // It went on climbing from there to 500, never back to 0.
    expect(seen.every((value, i) => value >= (seen[i - 1] ?? before))).toBe(true);
    expect(container.querySelector("[data-counter-value]")?.parentElement?.textContent).toBe(
      "500+",
    );
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
