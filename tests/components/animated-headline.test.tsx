// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AnimatedHeadline } from "~/components/animated-headline";

// Headline words appear 0.5 s apart (spec §2 Home, §9) through CSS animation delays only;
// the animation class is motion-safe, so reduced motion shows every word at once.

afterEach(cleanup);

describe("AnimatedHeadline", () => {
  it("delays each word by 0.5 s more than the previous one", () => {
    render(<AnimatedHeadline text="Every Grandmaster Was Once a Beginner" />);
    const delays = ["Every", "Grandmaster", "Was", "Once", "a", "Beginner"].map(
      (word) => screen.getByText(word).style.animationDelay,
    );
    expect(delays).toEqual(["0s", "0.5s", "1s", "1.5s", "2s", "2.5s"]);
  });

  it("animates only when motion is allowed", () => {
    render(<AnimatedHeadline text="Think ahead" />);
    for (const word of ["Think", "ahead"]) {
      const classes = screen.getByText(word).className.split(/\s+/);
      expect(classes).toContain("motion-safe:animate-headline-word");
      expect(classes).not.toContain("animate-headline-word");
    }
  });

  it("keeps the whole sentence as text, with spaces between words", () => {
    const { container } = render(<AnimatedHeadline as="h2" text="A pawn  can defeat the king" />);
    const heading = container.querySelector("h2");
    expect(heading?.textContent).toBe("A pawn can defeat the king");
  });
});
