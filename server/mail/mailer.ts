import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent inside the e-mail; one with a `cid` is shown where the HTML says `cid:…`. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL when set. Without it (the local default) each message is written to
 * DATA_DIR/mail as an .eml file any mail client opens, and the log says where.
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">,
  logger: Logger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, "e-mail sent");
      },
    };
  }
  const outbox = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outbox, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, "e-mail written to the outbox");
    },
  };
}
