import { createAccount, fillSignup, newAccount, signUp } from "./support/accounts";
import { accessibilityViolations, expect, test } from "./fixtures";

test("a client signs up and lands home, signed in", async ({ page }) => {
  const account = await signUp(page, newAccount("user"));
  await expect(
    page.getByRole("button", { name: `Account menu for ${account.username}` }),
  ).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeHidden();
});

test("an artist signs up from 'Become an artist' and lands on the dashboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Become an artist" }).click();
  await expect(page).toHaveURL("/signup?type=artist");
  await expect(page.getByRole("radio", { name: "I'm an Artist" })).toBeChecked();
  await expect(
    page.getByText("Create your artist profile and start getting clients"),
  ).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const account = newAccount("artist");
  await fillSignup(page, account);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();
});

test(
  "the account-type tabs switch between client and artist",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/signup");
    const types = page.getByRole("group", { name: "Account type" });
    await expect(types.getByRole("radio", { name: "I'm a Client" })).toBeChecked();
    await expect(page.getByText("Browse and book nail artists")).toBeVisible();
    await types.getByText("I'm an Artist").click();
    await expect(page).toHaveURL("/signup?type=artist");
    await expect(
      page.getByText("Create your artist profile and start getting clients"),
    ).toBeVisible();
    await expect(page.getByText("Browse and book nail artists")).toBeHidden();
    // The arrow keys move between them, as in any radio group.
    await page.keyboard.press("ArrowLeft");
    await expect(types.getByRole("radio", { name: "I'm a Client" })).toBeChecked();
    await expect(page).toHaveURL("/signup");
  },
);

test(
  "validation shows the first failing rule under its field and clears on edit",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Create account" });
    const email = page.getByLabel("Email");

    await submit.click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await email.fill("jane");
    await expect(page.getByText("Email is required.")).toBeHidden();

    await submit.click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await email.fill("jane@example.com");
    await submit.click();
    await expect(page.getByText("Username is required.")).toBeVisible();

    const steps: Array<[string, string, string]> = [
      ["Username", "ab", "Username must be at least 3 characters."],
      ["Username", "a".repeat(21), "Username must be less than 20 characters."],
      ["Username", "jane doe", "Username can only contain letters, numbers, and underscores."],
    ];
    for (const [label, value, message] of steps) {
      await page.getByLabel(label).fill(value);
      await submit.click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel("Username").fill(newAccount().username);
    const password = page.getByLabel("Password", { exact: true });
    const passwordSteps: Array<[string, string]> = [
      ["", "Password is required."],
      ["Ab1!", "Password must be at least 8 characters."],
      ["ABCDEFG1!", "Password must contain at least one lowercase letter"],
      ["abcdefg1!", "Password must contain at least one uppercase letter"],
      ["Abcdefgh!", "Password must contain at least one number"],
      ["Abcdefgh1", "Password must contain at least one special character"],
    ];
    for (const [value, message] of passwordSteps) {
      await password.fill(value);
      await submit.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await password.fill("Velvet-Plum-42");
    await submit.click();
    await expect(page.getByText("Please confirm your password.")).toBeVisible();
    await page.getByLabel("Confirm password").fill("Velvet-Plum-43");
    await submit.click();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
  },
);

test("the server refuses a username taken in another case, and a registered e-mail", async ({
  page,
  request,
}) => {
  const first = await createAccount(request);

  await page.goto("/signup");
  await fillSignup(page, { ...newAccount(), username: first.username.toUpperCase() });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Username is already taken. Please try a different username."),
  ).toBeVisible();

  await page.goto("/signup");
  await fillSignup(page, { ...newAccount(), email: first.email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText(
      "This email is already registered. Please use a different email or try logging in.",
    ),
  ).toBeVisible();
});

test("a very common password is refused with a clear message", async ({ page }) => {
  await page.goto("/signup");
  await fillSignup(page, { ...newAccount(), password: "Password123!" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is too common and easy to guess.")).toBeVisible();
});

test("passwords can be shown and hidden", { tag: "@store-independent" }, async ({ page }) => {
  await page.goto("/signup");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Velvet-Plum-42");
  await expect(password).toHaveAttribute("type", "password");
  const toggle = page.getByRole("button", { name: "Show password" }).first();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("type", "password");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "password");
});

test(
  "the button says 'Creating account...' while working",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/signup");
    await fillSignup(page, newAccount());
    await page.route("**/signup.data", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    await expect(page).toHaveURL("/");
  },
);

test(
  "signup and login have no accessibility violations",
  { tag: "@store-independent" },
  async ({ page }) => {
    for (const path of ["/signup", "/signup?type=artist", "/login", "/forgot-password"]) {
      await page.goto(path);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
  },
);

test("sign-up shows every field's error at once, and the password's rules up front, ticked as met", async ({
  page,
  noScript,
}) => {
  await page.goto("/signup");
  const rules = page.getByRole("list").filter({ hasText: "At least 8 characters" });
  const rule = (n: number) => rules.getByRole("listitem").nth(n);
  await expect(rules.getByRole("listitem")).toHaveText([
    "At least 8 characters",
    "A lowercase letter",
    "An uppercase letter",
    "A number",
    "A special character",
  ]);
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of [
    "Email is required.",
    "Username is required.",
    "Password is required.",
    "Please confirm your password.",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Email")).toBeFocused();
  // Editing a field clears its own message only.
  await page.getByLabel("Password", { exact: true }).fill("velvet-plum");
  await expect(page.getByText("Password is required.")).toBeHidden();
  await expect(page.getByText("Username is required.")).toBeVisible();
  await expect(rule(0)).toHaveText("At least 8 characters, done");
  await expect(rule(1)).toHaveText("A lowercase letter, done");
  await expect(rule(2)).toHaveText("An uppercase letter");
  await expect(rule(4)).toHaveText("A special character, done");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Without JavaScript, the server answers with every error too.
  await noScript.goto("/signup");
  await noScript.getByRole("button", { name: "Create account" }).click();
  for (const message of ["Email is required.", "Username is required.", "Password is required."]) {
    await expect(noScript.getByText(message)).toBeVisible();
  }
});
