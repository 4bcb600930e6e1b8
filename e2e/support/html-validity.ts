import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

/**
 * html-validate with the project's configuration (.htmlvalidate.json,
 * docs/decisions/html-validity.md), shared by the specs that check a page's server HTML.
 */

const validator = new HtmlValidate(new FileSystemConfigLoader());
/** Any file name in the repository: its .htmlvalidate.json applies. */
const CONFIG_FILE = path.resolve("page.html");

/**
 * html-validate's errors on one page.
 * @param pagePath the page's path, to say where
 * @param who who asked for it ("visitor", "admin"), to say as whom
 * @param html the page's server HTML
 * @returns one line an error, "path (who) rule: message [selector]"; empty when valid
 */
export async function problemsOf(pagePath: string, who: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, CONFIG_FILE);
  return report.results
    .flatMap((result) => result.messages)
    .map(
      (message) =>
        `${pagePath} (${who}) ${message.ruleId}: ${message.message} [${message.selector ?? ""}]`,
    );
}
