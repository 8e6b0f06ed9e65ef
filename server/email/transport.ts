import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** A fully rendered message, ready for a transport. */
export interface OutgoingMail {
  /** The outbox row's id: names the dev transport's file. */
  id: string;
  from: string;
  to: string;
  replyTo?: string | { name: string; address: string } | undefined;
  subject: string;
  html: string;
  text: string;
  /**
   * Stable across retries (derived from the row id), so a message delivered
   * twice after a crash can be recognised as the same one by its recipient.
   */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
}

export interface SentMail {
  messageId: string;
  /** The complete RFC 5322 message, when the transport keeps it (dev transport). */
  raw?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "dev";
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

// Generous but finite: a hung server must not hold a row past its lease.
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
  dnsTimeout: 15_000,
};

/** What nodemailer sends: the mail without our row id, on copies of its attachments. */
function toMessage({ id: _id, attachments, ...message }: OutgoingMail) {
  return { ...message, attachments: attachments?.map((file) => ({ ...file })) };
}

/**
 * Sends through the server of SMTP_URL (smtp:// with STARTTLS when offered,
 * smtps:// for implicit TLS; user:pass in the URL for AUTH). One connection
 * per message: leads are few, and a fresh connection never hits a socket the
 * server closed while idle.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(mail) {
      const info = await transporter.sendMail(toMessage(mail));
      // Errors come as exceptions; a reply that accepted no recipient is one too.
      if (info.rejected.length > 0 && info.accepted.length === 0) {
        throw new Error(`The server accepted no recipient: ${info.response}`);
      }
      return { messageId: info.messageId || mail.messageId };
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP_URL: builds the exact message nodemailer would send and keeps
 * it, as `<mailDir>/<id>.eml` and (through the worker) in the outbox row, so
 * a developer or operator reads every mail without a mail server.
 */
export function devTransport(mailDir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "dev",
    async send(mail) {
      const info = await transporter.sendMail(toMessage(mail));
      const raw = info.message.toString("utf8");
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${mail.id}.eml`);
      // Write then rename: a reader never sees half a message.
      const partial = `${file}.${process.pid}.tmp`;
      await fs.writeFile(partial, raw, { mode: 0o600 });
      await fs.rename(partial, file);
      return { messageId: info.messageId || mail.messageId, raw };
    },
    close() {
      transporter.close();
    },
  };
}

export function createTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
}): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : devTransport(path.join(options.dataDir, "mail"));
}
