// A local OpenID Connect server standing in for Google in the browser tests
// (docs/decisions/auth.md: proven end-to-end against a local OpenID Connect server).
// playwright.config.ts starts it next to the site and points GOOGLE_ISSUER at it; nothing else
// differs from real Google. Every sign-in is the same Google user (E2E_GOOGLE_USER in
// e2e/support/accounts.ts). Usage: OIDC_PORT=4273 node scripts/e2e-oidc-server.mjs
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PORT ?? 4273);
const user = {
  email: process.env.OIDC_USER_EMAIL ?? "divya.google@example.test",
  name: process.env.OIDC_USER_NAME ?? "Divya Raman",
};

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
// The mock would name itself http://localhost:{port}; the site's GOOGLE_ISSUER is 127.0.0.1.
server.issuer.url = `http://127.0.0.1:${port}`;

// The mock signs tokens for "johndoe" without e-mail or name: add the user's claims, as Google does.
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, { email: user.email, email_verified: true, name: user.name });
});
server.service.on("beforeUserinfo", (response) => {
  response.body = { ...response.body, email: user.email, email_verified: true, name: user.name };
});

await server.start(port, "127.0.0.1");
console.log(`Mock OpenID Connect server on ${server.issuer.url}`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
