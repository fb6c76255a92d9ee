import type { Brand } from "~/core/brand";
import type { Mail } from "./mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif;color:#231d27">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(brand.name)} account.</p>
<p style="margin:28px 0"><a href="${escapeHtml(resetUrl)}" style="background:#d61f74;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">Choose a new password</a></p>
<p style="font-size:14px;color:#5e5065">The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
<p style="font-size:14px;color:#5e5065">The ${escapeHtml(brand.name)} team</p>
</div></body></html>`;
  return { to, subject, text, html };
}

/** An e-mail about a request: what happened and a link to the conversation (nothing private). */
export function requestMail(options: {
  brand: Brand;
  to: string;
  subject: string;
  conversationUrl: string;
  openLabel: string;
  why: string;
}): Mail {
  const { brand, to, subject, conversationUrl, openLabel, why } = options;
  const text = [
    subject,
    "",
    `${openLabel}:`,
    conversationUrl,
    "",
    why,
    "",
    `The ${brand.name} team`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif;color:#231d27">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p style="margin:28px 0"><a href="${escapeHtml(conversationUrl)}" style="background:#d61f74;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">${escapeHtml(openLabel)}</a></p>
<p style="font-size:14px;color:#5e5065">${escapeHtml(why)}</p>
<p style="font-size:14px;color:#5e5065">The ${escapeHtml(brand.name)} team</p>
</div></body></html>`;
  return { to, subject, text, html };
}
