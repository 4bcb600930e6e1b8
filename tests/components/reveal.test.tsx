// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import {
  intersectionMockInstance,
  mockIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Reveal } from "~/components/reveal";
import { constructibleFn } from "../fixtures/intersection";

// Reveal (spec §2 "Sections reveal … once only", §4 Reveal, §9 thresholds 0.5 and 0.3,
// durations 1000 ms and 1300 ms): hidden until enough of it is visible, then visible for good.

beforeEach(() => setupIntersectionMocking(constructibleFn));
afterEach(() => {
  cleanup();
  resetIntersectionMocking();
});

/** Reports that `ratio` (0–1) of the element is in the viewport. */
const seen = (element: HTMLElement, ratio: number) => act(() => mockIsIntersecting(element, ratio));

describe("Reveal", () => {
  it("starts hidden and stays hidden below its default 30% threshold", () => {
    render(
      <Reveal aria-labelledby="h">
        <h2 id="h">Why Choose Us?</h2>
      </Reveal>,
    );
    const section = screen.getByRole("region", { name: "Why Choose Us?" });
    expect(section).toHaveClass("reveal");
    expect(section).not.toHaveClass("is-visible");
    expect(section).toHaveAttribute("data-reveal-threshold", "0.3");
    seen(section, 0.29);
    expect(section).not.toHaveClass("is-visible");
    seen(section, 0.3);
    expect(section).toHaveClass("is-visible");
  });

  it("with threshold 0.5 waits for half of it to be visible", () => {
    render(
      <Reveal threshold={0.5} aria-labelledby="h">
        <h2 id="h">Book A Free Demo Class</h2>
      </Reveal>,
    );
    const section = screen.getByRole("region", { name: "Book A Free Demo Class" });
    seen(section, 0.4);
    expect(section).not.toHaveClass("is-visible");
    seen(section, 0.5);
    expect(section).toHaveClass("is-visible");
  });

  it("reveals once: it stops watching the viewport and stays visible", () => {
    const { rerender } = render(
      <Reveal aria-labelledby="h">
        <h2 id="h">Child Centric</h2>
      </Reveal>,
    );
    const section = screen.getByRole("region", { name: "Child Centric" });
    expect(() => intersectionMockInstance(section)).not.toThrow();
    seen(section, 1);
    // no observer is left, so scrolling it out of view cannot hide it again
    expect(() => intersectionMockInstance(section)).toThrow();
    rerender(
      <Reveal aria-labelledby="h">
        <h2 id="h">Child Centric</h2>
      </Reveal>,
    );
    expect(section).toHaveClass("is-visible");
  });

  it("uses the 1300 ms transition class when slow, and renders the element asked for", () => {
    render(
      <Reveal as="div" slow id="offer">
        What We Offer Coaches
      </Reveal>,
    );
    const block = screen.getByText("What We Offer Coaches");
    expect(block.tagName).toBe("DIV");
    expect(block).toHaveAttribute("id", "offer");
    expect(block).toHaveClass("reveal", "reveal-slow");
  });
});
