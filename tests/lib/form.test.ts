import { describe, expect, it } from "vitest";
import { formText, formValues, textOf } from "~/lib/form";

/** The one form reader (app/lib/form.ts): a field as text, the same for one field and for all. */
describe("form reader", () => {
  const form = new FormData();
  form.append("name", "Asha");
  form.append("name", "second");
  form.append("photo", new File(["x"], "x.png", { type: "image/png" }));
  form.append("empty", "");

  it("reads one field as typed: its first value, a file or a missing field as empty", () => {
    expect(formText(form, "name")).toBe("Asha");
    expect(formText(form, "photo")).toBe("");
    expect(formText(form, "missing")).toBe("");
    expect(formText(form, "empty")).toBe("");
  });

  it("agrees with formValues field by field", () => {
    const values = formValues(form);
    expect(values).toEqual({ name: "Asha", empty: "" });
    for (const name of ["name", "empty"]) expect(formText(form, name)).toBe(values[name]);
  });

  it("textOf keeps strings and turns anything else into empty text", () => {
    expect(textOf(" a ")).toBe(" a ");
    for (const v of [undefined, null, 3, true, {}]) expect(textOf(v)).toBe("");
  });
});
