import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// waitFor and findBy* poll for up to this long (ms) instead of Testing Library's 1 s: a component
// that takes a second to settle on a loaded two-core machine is not a defect. A poll returns as
// soon as its state is there (docs/decisions/test-speed.md "Deadlines").
configure({ asyncUtilTimeout: 10_000 });
