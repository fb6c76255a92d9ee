import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, withoutEmails } from "./logger";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger("info", destination), lines: () => lines.join("") };
}

describe("log lines", () => {
  it("carry no e-mail address, in the message, the details or an error", async () => {
    const { logger, lines } = capture();
    logger.info({ details: ["Reset Password: jane@example.com"] }, "sign-in for bob@mail.example");
    logger.child({ module: "auth" }).warn({ details: [{ email: "Mia.S+nails@x.co.uk" }] }, "x");
    const error = new Error("duplicate key: (lower(email))=(casey@example.org) already exists");
    logger.error({ err: error }, "sign-up failed");
    await new Promise((resolve) => setImmediate(resolve));
    const text = lines();
    expect(text).not.toMatch(/@(example|mail|x\.co)/);
    // Three in the first two lines; the error's one in both its message and its stack.
    expect(text.match(/\[email\]/g)).toHaveLength(5);
    // An error stays an error: its kind and stack survive.
    const failed = JSON.parse(text.trim().split("\n").at(-1)!) as {
      err: { type: string; stack: string };
    };
    expect(failed.err.type).toBe("Error");
    expect(failed.err.stack).toContain("logger.test.ts");
  });

  it("still carry credentials redacted by path", async () => {
    const { logger, lines } = capture();
    logger.info({ body: { password: "Velvet-Plum-42", token: "abc" } }, "posted");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).not.toContain("Velvet-Plum-42");
    expect(lines()).not.toContain('"abc"');
  });
});

describe("withoutEmails", () => {
  it("follows no cycle and leaves class instances to their serializers", () => {
    const looped: Record<string, unknown> = { email: "a@b.co" };
    looped.self = looped;
    expect(withoutEmails(looped)).toMatchObject({ email: "[email]" });
    const date = new Date(0);
    expect(withoutEmails({ at: date }).at).toBe(date);
  });

  it("leaves other values alone", () => {
    expect(withoutEmails({ a: 1, b: [true, null, "no address"] })).toEqual({
      a: 1,
      b: [true, null, "no address"],
    });
  });
});
