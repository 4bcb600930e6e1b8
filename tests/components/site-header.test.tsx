// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "~/components/site-header";
import type { RootData } from "~/lib/public-site";
import { getPublicSite } from "~/server/site/public-site.server";

// Site header (spec §2): links in order, Login to the learning platform, the signed-in slot,
// and the mobile menu's wiring and state (aria-expanded, accessible names). Opening, closing on
// link click, click outside and Escape are the browser's popover: e2e/navigation.spec.ts.

const site = { ...getPublicSite(), learningPlatformUrl: "https://learn.example.test" };

function Layout() {
  return (
    <>
      <SiteHeader />
      <main>
        <p>Page body</p>
        <Outlet />
      </main>
    </>
  );
}
const HomeStub = () => <h1>Home page</h1>;
const CoachesStub = () => <h1>Coaches page</h1>;
const OtherStub = () => <h1>Other page</h1>;
const Fallback = () => null;

function renderHeader(user: RootData["user"] = null, path = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site, user }) satisfies RootData,
      Component: Layout,
      HydrateFallback: Fallback,
      children: [
        { index: true, Component: HomeStub },
        { path: "coaches", Component: CoachesStub },
        { path: "*", Component: OtherStub },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe("SiteHeader", () => {
  it("lists the seven links in the spec's order and marks the current page", async () => {
    renderHeader(null, "/coaches");
    await screen.findByText("Coaches page");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = [...nav.querySelectorAll("ul a")].map((a) => a.textContent);
    expect(labels).toEqual([
      "Home",
      "About",
      "Courses",
      "Coaches",
      "Testimonials",
      "Gallery",
      "Contact",
    ]);
    expect(screen.getByRole("link", { name: "Coaches" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("links Login to the external learning platform and shows no user when signed out", async () => {
    renderHeader();
    await screen.findByText("Home page");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "https://learn.example.test",
    );
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("shows the signed-in user's name and a Sign out form", async () => {
    renderHeader({
      id: "u1",
      name: "Meera Raman",
      email: "meera@example.test",
      isEmailUser: true,
      isGoogleUser: false,
      isAdmin: false,
      isCoach: false,
    });
    await screen.findByText("Home page");
    expect(screen.getByText("Meera Raman")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My batches" })).toBeNull();
    const button = screen.getByRole("button", { name: "Sign out" });
    const form = button.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form?.getAttribute("action")).toMatch(/^\/(logout|api\/auth\/sign-out-form)$/);
  });

  it("links a coach's account to My batches", async () => {
    renderHeader({
      id: "u2",
      name: "Coach Arun",
      email: "arun@example.test",
      isEmailUser: true,
      isGoogleUser: false,
      isAdmin: false,
      isCoach: true,
    });
    await screen.findByText("Home page");
    expect(screen.getByRole("link", { name: "My batches" })).toHaveAttribute("href", "/my-batches");
  });

  it("wires the mobile menu as a popover the toggle opens without script", async () => {
    renderHeader();
    await screen.findByText("Home page");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    // The browser opens, closes and light-dismisses it (e2e/navigation.spec.ts).
    expect(toggle).toHaveAttribute("popovertarget", nav.id);
    expect(nav).toHaveAttribute("popover", "auto");
    // The page's start script names the toggle by these before React has hydrated.
    expect(toggle).toHaveAttribute("data-label-open", "Close menu");
    expect(toggle).toHaveAttribute("data-label-closed", "Open menu");
  });

  it("follows the popover's toggle events: the toggle's name and aria-expanded", async () => {
    renderHeader();
    await screen.findByText("Home page");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const toggled = (newState: "open" | "closed") =>
      act(() => {
        nav.dispatchEvent(Object.assign(new Event("toggle"), { newState }));
      });
    await toggled("open");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    await toggled("closed");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAccessibleName("Open menu");
  });
});
