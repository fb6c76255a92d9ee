// A real OpenID Connect provider on loopback for the end-to-end suite ("Continue with Google").
// Its built-in development login accepts any login name and signs in as <login>@oidc.example.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT ?? 4180);
const appUrl = process.env.APP_URL ?? "http://localhost:4173";
const OIDC_CLIENT = { id: "nailmatch-e2e", secret: "e2e-client-secret-not-for-production" };

const provider = new Provider(`http://localhost:${port}`, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  cookies: { keys: ["e2e-cookie-signing-key"] },
  features: { devInteractions: { enabled: true } },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: `${id}@oidc.example`,
      email_verified: true,
      name: "Olivia Provider",
    }),
  }),
});

provider.listen(port, () => console.log(`OIDC provider on http://localhost:${port}`));
