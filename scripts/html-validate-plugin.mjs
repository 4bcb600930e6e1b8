// Our html-validate plugin (loaded by .htmlvalidate.json; docs/decisions/html-validity.md):
// rules for parts of the HTML standard that html-validate does not check and the Nu HTML
// Checker does, so `npm test` fails on what either validator would reject.
import { definePlugin, Rule } from "html-validate";

/**
 * `academy/select-placeholder`: a `<select required>` shown as a drop-down (no `multiple`, no
 * `size` above 1) must have a placeholder label option: its first option is a child of the
 * select itself (not of an `<optgroup>`) and its value is empty (an empty `value` attribute, or
 * no `value` attribute and no text). HTML Living Standard, "The select element".
 */
class SelectPlaceholder extends Rule {
  documentation() {
    return {
      description:
        "A required <select> without multiple or a size above 1 needs a first <option> with an empty value (its placeholder label option).",
      url: "https://html.spec.whatwg.org/multipage/form-elements.html#placeholder-label-option",
    };
  }

  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const select of document.querySelectorAll("select[required]")) {
        if (select.hasAttribute("multiple")) continue;
        const size = Number.parseInt(select.getAttributeValue("size") ?? "", 10);
        if (size > 1) continue;
        const [first] = select.querySelectorAll("option");
        // `<option value>` (no "=", as the critical-CSS pass writes `value=""`) is empty too.
        const value = first?.hasAttribute("value")
          ? (first.getAttributeValue("value") ?? "")
          : first?.textContent.trim();
        if (first && first.parent === select && value === "") continue;
        this.report(
          first ?? select,
          "The first <option> of a required <select> must be a placeholder: an empty value attribute, or no value and no text",
        );
      }
    });
  }
}

export default definePlugin({
  name: "academy",
  rules: { "academy/select-placeholder": SelectPlaceholder },
});
