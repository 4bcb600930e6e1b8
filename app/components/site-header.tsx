import { Link } from "react-router";
import { useSite } from "~/lib/public-site";

/** PLACEHOLDER: site header (spec §2). The pages helper replaces this. */
export function SiteHeader() {
  const site = useSite();
  return (
    <header>
      <Link to="/">{site.name}</Link>
    </header>
  );
}
