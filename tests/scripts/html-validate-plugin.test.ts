import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

// The project's html-validate setup (.htmlvalidate.json with scripts/html-validate-plugin.mjs;
// docs/decisions/html-validity.md) rejects what the Nu HTML Checker rejected on our pages, and
// accepts the placeholders the HTML standard allows.

const validator = new HtmlValidate(new FileSystemConfigLoader());
/** A file name in the repository, so the repository's .htmlvalidate.json applies. */
const FILE = path.resolve("page.html");

/** The rule ids html-validate reports for a fragment of a page's body. */
async function rulesFor(body: string): Promise<string[]> {
  const html = `<!DOCTYPE html><html lang="en"><head><title>Test</title></head><body><main>${body}</main></body></html>`;
  const report = await validator.validateString(html, FILE);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

const select = (options: string, attributes = "required") =>
  `<label for="mode">Mode</label><select id="mode" name="mode" ${attributes}>${options}</select>`;

describe("the project's html-validate configuration", () => {
  it("accepts a small valid page", async () => {
    expect(await rulesFor("<h1>Hello</h1><p>Valid.</p>")).toEqual([]);
  });

  it("rejects a <figcaption> inside a <div> of its <figure>, and one followed by content", async () => {
    expect(
      await rulesFor(
        "<figure><div><blockquote><p>Q</p></blockquote><figcaption>Who</figcaption></div></figure>",
      ),
    ).toContain("element-permitted-content");
    expect(
      await rulesFor(
        "<figure><p>Photo</p><figcaption>Caption</figcaption><div>Tools</div></figure>",
      ),
    ).toContain("element-permitted-order");
  });
});

describe("academy/select-placeholder", () => {
  it("rejects a required drop-down whose first option has a value", async () => {
    expect(
      await rulesFor(
        select(
          '<option value="online" selected>Online</option><option value="offline">Offline</option>',
        ),
      ),
    ).toEqual(["academy/select-placeholder"]);
    // No value attribute: the text is the value.
    expect(await rulesFor(select("<option>Online</option>"))).toEqual([
      "academy/select-placeholder",
    ]);
    // The empty option inside an <optgroup> is no placeholder label option.
    expect(
      await rulesFor(select('<optgroup label="Modes"><option value="">Choose</option></optgroup>')),
    ).toEqual(["academy/select-placeholder"]);
  });

  it("accepts a placeholder label option, and selects that need none", async () => {
    expect(
      await rulesFor(
        select('<option value="" disabled selected>Choose mode</option><option>Online</option>'),
      ),
    ).toEqual([]);
    expect(await rulesFor(select("<option value disabled selected>Choose mode</option>"))).toEqual(
      [],
    );
    expect(await rulesFor(select("<option></option><option>Online</option>"))).toEqual([]);
    expect(await rulesFor(select("<option>Online</option>", ""))).toEqual([]);
    expect(await rulesFor(select("<option>Online</option>", "required multiple"))).toEqual([]);
    expect(await rulesFor(select("<option>Online</option>", 'required size="3"'))).toEqual([]);
  });
});
