// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "~/components/form-field";

// The one labelled form field of the account, enquiry and admin forms (docs/decisions/admin-area.md
// "Layout").

afterEach(cleanup);

describe("FormField", () => {
  it("labels its control and describes it by the hint, the error and the form's message", () => {
    render(
      <>
        <FormField
          id="email"
          label="Email"
          hint="We never share it."
          error="Please enter your email."
          describedBy="form-message"
        >
          {(control) => <input {...control} name="email" />}
        </FormField>
        <p id="form-message">Sign-in failed.</p>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "We never share it. Please enter your email. Sign-in failed.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email.");
  });

  it("without an error the control is valid, undescribed and nothing is announced", () => {
    render(
      <FormField id="name" label="Name">
        {(control) => <input {...control} name="name" />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
