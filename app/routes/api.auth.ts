/** PLACEHOLDER: Better Auth handler mounted at /api/auth/* (issue #3). */
export function loader() {
  return new Response("Not Found", { status: 404 });
}
export function action() {
  return new Response("Not Found", { status: 404 });
}
