import { simpleParser } from "mailparser";
import fs from "node:fs/promises";
import path from "node:path";
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from "@playwright/test";
import { baseURL } from "../../../playwright.config";

export interface TestAccount {
  name: string;
  email: string;
  username: string;
  password: string;
  type: "user" | "artist";
}

let created = 0;

/** Fresh credentials, unique across workers and runs. */
export function newAccount(type: TestAccount["type"] = "user"): TestAccount {
  const id = `${Date.now().toString(36)}${(created++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return {
    name: type === "artist" ? "Ava Artist" : "Cleo Client",
    email: `e2e-${id}@example.com`,
    username: `e2e_${id}`.slice(0, 20),
    password: "Velvet-Plum-42",
    type,
  };
}

export async function fillSignup(page: Page, account: TestAccount) {
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
}

/** Signs up through the form; artists land on /dashboard, clients on /. */
export async function signUp(page: Page, account = newAccount()): Promise<TestAccount> {
  await page.goto(account.type === "artist" ? "/signup?type=artist" : "/signup");
  await fillSignup(page, account);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(account.type === "artist" ? "/dashboard" : "/");
  return account;
}

/** Headers of a form post from our own pages (mutations from elsewhere are refused). */
export const sameOrigin = { Origin: baseURL };

/** Fails with the response's status and body unless it succeeded. */
export async function expectOk(response: APIResponse): Promise<APIResponse> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/**
 * Posts what the sign-up form sends for `account`. Success redirects (with the session cookie);
 * a refusal renders the form again with a 200.
 */
function postSignup(request: APIRequestContext, account: TestAccount) {
  return request.post("/signup", {
    maxRedirects: 0,
    headers: sameOrigin,
    form: {
      userType: account.type,
      redirectTo: "/",
      name: account.name,
      email: account.email,
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
    },
  });
}

/**
 * Signs up with the request the sign-up form sends, for tests about something else: quicker than
 * the form. With `page.request` the page's browser is signed in; with the `request` fixture the
 * account just exists.
 */
export async function createAccount(
  request: APIRequestContext,
  account = newAccount(),
): Promise<TestAccount> {
  const response = await postSignup(request, account);
  expect(response.status(), `sign-up of ${account.email} refused`).toBe(302);
  return account;
}

/** Signs in with the request the login form sends: `request`'s cookies carry the session. */
export async function signIn(
  request: APIRequestContext,
  account: Pick<TestAccount, "email" | "password">,
) {
  const response = await request.post("/login", {
    maxRedirects: 0,
    headers: sameOrigin,
    form: { redirectTo: "/", email: account.email, password: account.password },
  });
  expect(response.status(), `login of ${account.email} refused`).toBe(302);
}

export async function logIn(page: Page, account: Pick<TestAccount, "email" | "password">) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
}

/** Deletes the signed-in account the way its owner does, from /profile's confirmation dialog. */
export async function deleteAccount(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(page).toHaveURL("/?account=deleted");
}

/**
 * The newest e-mail to `to` in the app's outbox (DATA_DIR/mail, where it writes mail when no SMTP
 * server is configured), waiting for it to arrive.
 */
export async function latestMailTo(to: string, timeoutMs = 10_000) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(outbox).catch(() => []);
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(outbox, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} arrived in ${outbox}`);
}

/** A new browser context's first page, signed in as `account`. */
export interface SignedIn {
  page: Page;
  account: TestAccount;
}

/** A new browser context, signed in as a new account of this kind, and its first page. */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  type: TestAccount["type"] = "user",
): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  const account = await createAccount(context.request, newAccount(type));
  return { page: await context.newPage(), account };
}

/** The accounts the suite's server lists in ADMIN_EMAILS (playwright.config.ts): one per spec. */
export const adminEmail = (n: number) => `e2e-admin-${n}@example.com`;

/**
 * Admin number `n`'s account, signed in on `request`: made on first use, signed into after (a
 * retried test finds it there). No web path makes an admin: the address is what makes it one.
 */
export async function adminAccount(request: APIRequestContext, n: number): Promise<TestAccount> {
  const account: TestAccount = {
    ...newAccount(),
    name: `Admin ${n}`,
    email: adminEmail(n),
    username: `e2e_admin_${n}`,
  };
  const made = await postSignup(request, account);
  if (made.status() !== 302) await signIn(request, account);
  return account;
}
