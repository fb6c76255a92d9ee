import type { Brand } from "~/core/brand";
import type { Mail } from "./mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The smaller, softer lines under an e-mail's main text. */
const NOTE = "font-size:14px;color:#5e5065";

/** The e-mail's one call to action, as a button-like link. */
const button = (url: string, label: string) =>
  `<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:#d61f74;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** Every e-mail's page: the brand's background, a white card, the subject as its heading. */
const htmlMail = (subject: string, body: string) => `<!doctype html>
<html lang="en"><body style="margin:0;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif;color:#231d27">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${body}
</div></body></html>`;

/** The password-reset e-mail: a link to /reset-password carrying the one-time token. */
export function passwordResetMail(options: {
  brand: Brand;
  to: string;
  name: string;
  resetUrl: string;
  expiresInMinutes: number;
}): Mail {
  const { brand, to, name, resetUrl, expiresInMinutes } = options;
  const greeting = name.trim() ? `Hi ${name.trim()},` : "Hi,";
  const subject = `Reset your ${brand.name} password`;
  const text = [
    greeting,
    "",
    `Someone (hopefully you) asked to reset the password of your ${brand.name} account.`,
    "Choose a new password here:",
    resetUrl,
    "",
    `The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    "",
    `The ${brand.name} team`,
  ].join("\n");
  const html = htmlMail(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(brand.name)} account.</p>
${button(resetUrl, "Choose a new password")}
<p style="${NOTE}">The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p style="${NOTE}">The ${escapeHtml(brand.name)} team</p>`,
  );
  return { to, subject, text, html };
}

/** A notice: what happened and a link to where it is (a conversation, a profile; nothing private). */
export function noticeMail(options: {
  brand: Brand;
  to: string;
  subject: string;
  url: string;
  openLabel: string;
  why: string;
}): Mail {
  const { brand, to, subject, url, openLabel, why } = options;
  const text = [subject, "", `${openLabel}:`, url, "", why, "", `The ${brand.name} team`].join(
    "\n",
  );
  const html = htmlMail(
    subject,
    `${button(url, openLabel)}
<p style="${NOTE}">${escapeHtml(why)}</p>
<p style="${NOTE}">The ${escapeHtml(brand.name)} team</p>`,
  );
  return { to, subject, text, html };
}

/** The content id of a conversation e-mail's photo. */
export const PHOTO_CID = "photo@nailmatch";

/** One thing a conversation e-mail tells: a heading, what was written, and when. */
export interface ConversationItem {
  heading: string;
  /** The message's first lines (may be empty). */
  quote: string;
  when: string;
}

/**
 * A conversation's news: each line said in words with its first lines quoted and its time, a
 * photo shown from inside the e-mail (`cid:`, see decision 0057), and a link to the conversation.
 */
export function conversationMail(options: {
  brand: Brand;
  to: string;
  subject: string;
  items: readonly ConversationItem[];
  photo?: { content: Buffer; alt: string };
  url: string;
  openLabel: string;
  why: string;
}): Mail {
  const { brand, to, subject, items, photo, url, openLabel, why } = options;
  const text = [
    subject,
    "",
    ...items.flatMap(({ heading, quote, when }) => [
      heading,
      ...(quote ? quote.split("\n").map((line) => `> ${line}`) : []),
      when,
      "",
    ]),
    `${openLabel}:`,
    url,
    "",
    why,
    "",
    `The ${brand.name} team`,
  ].join("\n");
  const itemsHtml = items
    .map(
      ({
        heading,
        quote,
        when,
      }) => `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(heading)}</p>
${quote ? `<blockquote style="margin:0 0 4px;padding:4px 0 4px 12px;border-left:3px solid #f4b6d2">${escapeHtml(quote).replace(/\n/g, "<br>")}</blockquote>\n` : ""}<p style="${NOTE};margin:0">${escapeHtml(when)}</p>`,
    )
    .join("\n");
  const photoHtml = photo
    ? `<p style="margin:20px 0 0"><img src="cid:${PHOTO_CID}" alt="${escapeHtml(photo.alt)}" width="96" height="96" style="border-radius:12px;display:block"></p>\n`
    : "";
  const html = htmlMail(
    subject,
    `${itemsHtml}
${photoHtml}${button(url, openLabel)}
<p style="${NOTE}">${escapeHtml(why)}</p>
<p style="${NOTE}">The ${escapeHtml(brand.name)} team</p>`,
  );
  const attachments = photo
    ? [{ filename: "photo.jpg", content: photo.content, contentType: "image/jpeg", cid: PHOTO_CID }]
    : undefined;
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
