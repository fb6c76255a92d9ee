import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND } from "~/core/brand";
import { passwordResetMail, noticeMail } from "./templates";

const brand = { ...DEFAULT_BRAND, publicUrl: "https://nailmatch.example" };

describe("e-mail templates", () => {
  it("the reset e-mail carries its link in both parts, and escapes what a person typed", () => {
    const mail = passwordResetMail({
      brand,
      to: "cleo@example.com",
      name: "<Cleo>",
      resetUrl: "https://nailmatch.example/reset-password?token=a&b",
      expiresInMinutes: 60,
    });
    expect(mail.subject).toBe("Reset your NailMatch password");
    expect(mail.text).toContain("https://nailmatch.example/reset-password?token=a&b");
    expect(mail.html).toContain('href="https://nailmatch.example/reset-password?token=a&#38;b"');
    expect(mail.html).toContain("Hi &#60;Cleo&#62;,");
    expect(mail.html).not.toContain("<Cleo>");
  });

  it("a request e-mail says what happened and links to the conversation, in both parts", () => {
    const mail = noticeMail({
      brand,
      to: "dana@example.com",
      subject: "New request from Cleo & Co",
      url: "https://nailmatch.example/requests/abc",
      openLabel: "Open the conversation",
      why: "You get this e-mail because…",
    });
    expect(mail.text).toContain("https://nailmatch.example/requests/abc");
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain("New request from Cleo &#38; Co");
    expect(mail.html).toContain('href="https://nailmatch.example/requests/abc"');
  });
});
