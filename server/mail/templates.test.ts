import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND } from "~/core/brand";
import { PHOTO_CID, conversationMail, passwordResetMail, noticeMail } from "./templates";

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

  it("a conversation e-mail quotes each line as text, with its time, photo and link", () => {
    const mail = conversationMail({
      brand,
      to: "cleo@example.com",
      subject: "2 new messages from Dana",
      items: [
        {
          heading: "Dana wrote:",
          quote: "<b>Hi</b>\nsecond line",
          when: "Sent Tue, 9:00 AM Pacific Time",
        },
        { heading: "Dana wrote:", quote: "", when: "Sent Tue, 9:01 AM Pacific Time" },
      ],
      photo: { content: Buffer.from([0xff, 0xd8]), alt: 'A "photo"' },
      url: "https://nailmatch.example/requests/abc",
      openLabel: "Open the conversation",
      why: "You get this e-mail because…",
    });
    expect(mail.text).toContain(
      "Dana wrote:\n> <b>Hi</b>\n> second line\nSent Tue, 9:00 AM Pacific Time",
    );
    expect(mail.text).toContain("https://nailmatch.example/requests/abc");
    expect(mail.html).toContain("&#60;b&#62;Hi&#60;/b&#62;<br>second line");
    expect(mail.html).not.toContain("<b>Hi");
    expect(mail.html).toContain(`<img src="cid:${PHOTO_CID}" alt="A &#34;photo&#34;"`);
    expect(mail.attachments).toEqual([
      {
        filename: "photo.jpg",
        content: Buffer.from([0xff, 0xd8]),
        contentType: "image/jpeg",
        cid: PHOTO_CID,
      },
    ]);
    // Without a photo, nothing is attached.
    expect(conversationMail({ ...mailOptions(), photo: undefined }).attachments).toBeUndefined();
  });
});

const mailOptions = () => ({
  brand,
  to: "cleo@example.com",
  subject: "New reply from Dana",
  items: [{ heading: "Dana wrote:", quote: "Hi", when: "Sent now" }],
  url: "https://nailmatch.example/requests/abc",
  openLabel: "Open the conversation",
  why: "Why",
});
