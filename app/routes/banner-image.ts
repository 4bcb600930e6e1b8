/** PLACEHOLDER: serves the stored banner image by content hash (issue #3). */
export function loader() {
  return new Response("Not Found", { status: 404 });
}
