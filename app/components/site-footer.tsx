/** PLACEHOLDER: site footer (spec §2 Footer). The pages helper replaces this. */
export function SiteFooter() {
  return <footer>© {new Date().getFullYear()}</footer>;
}
