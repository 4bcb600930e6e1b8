import type { RootData } from "~/lib/public-site";

/**
 * The signed-in user of a request, or null for an anonymous visitor.
 * Placeholder until accounts land (issue #3): everyone is anonymous.
 */
export async function getSessionUser(_request: Request): Promise<RootData["user"]> {
  return null;
}
