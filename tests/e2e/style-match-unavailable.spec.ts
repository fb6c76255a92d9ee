import pg from "pg";
import { MATCH_MESSAGES } from "../../core/match";
import { sameOrigin } from "./support/accounts";
import { expect, test } from "./fixtures";

// Runs on the PostgreSQL server only (playwright.config.ts): like the one CI uses, it has no
// pgvector, so the style match is unavailable while everything else works.

/** Whether the app's database has pgvector after all (then the main style-match spec applies). */
async function hasVectors(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from pg_extension where extname = 'vector'");
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

test("without vector search the dialog says the match is unavailable and offers the list", async ({
  page,
}) => {
  test.skip(await hasVectors(), "this PostgreSQL server has pgvector");
  expect(await (await page.request.get("/api/match")).json()).toEqual({ available: false });
  const refused = await page.request.post("/api/match", {
    headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
    data: Buffer.from([0xff, 0xd8, 0xff]),
  });
  expect(refused.status()).toBe(503);
  expect(await refused.json()).toEqual({ error: { message: MATCH_MESSAGES.unavailable } });

  await page.goto("/artists");
  await page.getByRole("button", { name: "AI Match" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Style Matching" });
  await expect(dialog.getByText(MATCH_MESSAGES.unavailable)).toBeVisible();
  await dialog.getByRole("link", { name: "Browse Artists" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/artists$/);
});
