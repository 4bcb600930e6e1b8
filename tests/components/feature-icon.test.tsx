// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckIcon, FeatureIcon, featureIconNames } from "~/components/feature-icon";
import { socialNetworks } from "~/components/social-icons";
import { classTypes, coursesAcademic, coursesRecruitment } from "~/content/courses";
import { homeChildCentric, homeWhyChooseUs } from "~/content/home";

// Icons are <use> references into the static sprite public/icons.svg (no JS per icon):
// every name the code can ask for must exist there, or the card would show an empty box.

const sprite = readFileSync("public/icons.svg", "utf8");
const symbolIds = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

afterEach(cleanup);

describe("icon sprite", () => {
  it("has a symbol for every icon name and for the check mark", () => {
    for (const name of [...featureIconNames, "check"]) {
      expect(symbolIds, name).toContain(name);
    }
  });

  it("has a symbol for every social network of the footer", () => {
    for (const network of socialNetworks) expect(symbolIds, network).toContain(`social-${network}`);
  });

  it("covers every icon the page copy uses", () => {
    const used = [
      ...homeWhyChooseUs.items,
      ...homeChildCentric.items,
      ...classTypes,
      ...coursesAcademic.cards,
      ...coursesRecruitment.items,
    ].map((item) => item.icon);
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) expect(symbolIds, name).toContain(name);
  });

  it("renders decorative references into the sprite", () => {
    const { container } = render(
      <>
        <FeatureIcon name="globe" />
        <CheckIcon />
      </>,
    );
    const svgs = container.querySelectorAll("svg");
    expect([...svgs].map((svg) => svg.getAttribute("aria-hidden"))).toEqual(["true", "true"]);
    expect([...container.querySelectorAll("use")].map((use) => use.getAttribute("href"))).toEqual([
      "/icons.svg#globe",
      "/icons.svg#check",
    ]);
  });
});
