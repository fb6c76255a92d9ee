import http from "node:http";
import { baseURL } from "../../playwright.config";
import { createAccount, newAccount, sameOrigin } from "./support/accounts";
import { expect, test } from "./fixtures";

// What reaches the server from outside the pages' own forms: odd bytes, wrong content types,
// oversized bodies, malformed JSON. Each gets a clear answer; none is a 500.

const REFUSAL = /We couldn't read this form|characters we can't accept|too large/;

test("a NUL byte in a URL, at any depth of encoding, is refused with 400, never a 500", async ({
  request,
}) => {
  for (const nul of ["%00", "%%0000", "%2500", "%252500"]) {
    for (const path of [
      `/artists?q=a${nul}b`,
      `/artist/ab${nul}c`,
      `/artists.data?q=${nul}`,
      `/login?redirectTo=%2F${nul}x`,
      `/reset-password?token=${nul}`,
      `/requests/new?artist=${nul}`,
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(400);
    }
  }
  // A percent sign itself is an ordinary character.
  const search = await request.get("/artists?q=100%25");
  expect(search.status()).toBe(200);
  expect(await search.text()).toContain("Nail Artists");
});

test("a form posted with another content type gets the page's error, not a 500", async ({
  request,
}) => {
  const bodies: Array<[string, string]> = [
    ["application/json", '{"email":"a@b.co","password":"x"}'],
    ["text/plain", "email=a@b.co&password=x"],
    ["application/xml", "<login/>"],
    ["multipart/form-data", "--x\r\nno boundary declared"],
    ["multipart/form-data; boundary=zzz", "--yyy\r\nbroken"],
  ];
  for (const path of ["/login", "/signup", "/forgot-password", "/reset-password", "/profile"]) {
    for (const [type, body] of bodies) {
      const response = await request.post(path, {
        headers: { ...sameOrigin, "Content-Type": type },
        data: body,
        maxRedirects: 0,
      });
      expect([302, 400, 415], `${path} with ${type}`).toContain(response.status());
      // The page's usual error (the reset page without a link shows the link's error instead).
      if (response.status() !== 302 && path !== "/reset-password")
        expect(await response.text()).toMatch(REFUSAL);
    }
  }
});

test("a NUL byte in a form field is refused with a message", async ({ request }) => {
  const response = await request.post("/signup", {
    headers: sameOrigin,
    form: { name: "Mia\u0000", email: "mia@example.com", username: "mia_nul" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("characters we can't accept");
});

test("a body over the form limit is refused with 413, declared or streamed", async ({
  request,
}) => {
  const big = "x".repeat(20 * 1024 * 1024);
  const declared = await request.post("/login", {
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    data: `email=${big}`,
  });
  expect(declared.status()).toBe(413);

  // A chunked body declares no length; it is counted as it arrives.
  const streamed = await postChunked("/login", "application/x-www-form-urlencoded", 1024 * 1024);
  expect(streamed.status).toBe(413);
});

test("the dashboard refuses JSON that is not one of its requests with 400", async ({ page }) => {
  await createAccount(page.request, newAccount("artist"));
  for (const body of ["null", "42", "[1,2]", '{"intent":null}', '{"intent":"drop-tables"}', "{"]) {
    for (const path of ["/dashboard", "/dashboard.data"]) {
      const response = await page.request.post(path, {
        headers: { ...sameOrigin, "Content-Type": "application/json" },
        data: body,
      });
      expect(response.status(), `${path} with ${body}`).toBe(400);
    }
  }
});

test("a chunked photo upload over 10 MB gets 413 with the photo's message", async ({ page }) => {
  await createAccount(page.request, newAccount("artist"));
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const response = await postChunked(
    "/api/photos?purpose=draft",
    "image/jpeg",
    11 * 1024 * 1024,
    cookie,
  );
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body)).toEqual({
    error: {
      field: "form",
      message: "This file is larger than 10 MB. Please choose a smaller photo.",
    },
  });
});

test("signed-in pages and data are never cached; public pages may be", async ({ page }) => {
  const anonymous = await page.request.get("/about");
  expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
  expect(anonymous.headers()["vary"]).toContain("Cookie");

  await createAccount(page.request, newAccount("user"));
  for (const path of ["/user-dashboard", "/user-dashboard.data", "/about", "/"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

/** Posts `bytes` bytes in 64 KB chunks without a Content-Length, as a streaming client does. */
function postChunked(path: string, type: string, bytes: number, cookie?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${baseURL}${path}`, {
      method: "POST",
      headers: {
        Origin: baseURL,
        "Content-Type": type,
        "Transfer-Encoding": "chunked",
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}
