import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server for the fault suite that keeps only what the checks
 * need: how many times each Message-ID reached each recipient. Thousands of
 * mails pass through a scenario, too many to keep parsed as the mail tests'
 * sink does. It can be stopped and started again on the same port to play
 * an outage.
 */
export interface CountingSink {
  port: number;
  /** smtp://127.0.0.1:port (no authentication). */
  url: string;
  /** Deliveries per `<message-id> recipient`. */
  deliveries: Map<string, number>;
  /** Messages accepted in all. */
  accepted(): number;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export const deliveryKey = (messageId: string, recipient: string) =>
  `${messageId} ${recipient.toLowerCase()}`;

/** The Message-ID header of a raw message (unfolded), or "". */
function messageIdOf(raw: string): string {
  const head = raw.slice(0, Math.max(0, raw.indexOf("\r\n\r\n")) || raw.length);
  const match = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head.replace(/\r\n[ \t]+/g, " "));
  return match?.[1] ?? "";
}

export async function startCountingSink(): Promise<CountingSink> {
  const deliveries = new Map<string, number>();
  let total = 0;
  let server: SMTPServer | undefined;

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      // The headers are all we read; a few KB of the start holds them.
      if (size < 16_384) chunks.push(chunk);
      size += chunk.length;
    });
    stream.on("end", () => {
      const messageId = messageIdOf(Buffer.concat(chunks).toString("utf8"));
      for (const rcpt of session.envelope.rcptTo) {
        const key = deliveryKey(messageId, rcpt.address);
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      }
      total++;
      callback();
    });
  };

  const sink: CountingSink = {
    port: 0,
    url: "",
    deliveries,
    accepted: () => total,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restart() {
      await listen(sink.port);
    },
  };

  async function listen(port: number) {
    const next = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      size: 10 * 1024 * 1024,
      onData,
    });
    next.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    server = next;
    sink.port = (next.server.address() as AddressInfo).port;
    sink.url = `smtp://127.0.0.1:${sink.port}`;
  }

  await listen(0);
  return sink;
}
