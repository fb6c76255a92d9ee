import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what it receives, for tests of outgoing e-mail. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiting.splice(0).forEach((resolve) => resolve(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to arrive (or the last one, if it already has). */
    nextMail(timeoutMs = 10_000): Promise<ParsedMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no e-mail arrived")), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
