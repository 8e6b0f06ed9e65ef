import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server on a loopback port for the mail tests: it speaks SMTP
 * to nodemailer exactly like a provider would (AUTH included), keeps what it
 * receives parsed, and can be told to refuse mail or be stopped and started
 * again on the same port to play an outage.
 */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
  messageId: string;
  subject: string;
  html: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:pass@127.0.0.1:port — what SMTP_URL would hold. */
  url: string;
  messages: ReceivedMail[];
  /** "accept" (default), or refuse every message with a permanent 550. */
  mode: "accept" | "reject";
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port (after stop()). */
  restart(): Promise<void>;
}

export const SINK_USER = "aihq-test";
export const SINK_PASS = "s3cret:with@chars";

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: "",
    messages,
    mode: "accept",
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`SMTP sink: expected ${count} messages, got ${messages.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return messages;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restart() {
      await listen(sink.port);
    },
  };

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (sink.mode === "reject") {
        callback(
          Object.assign(new Error("Mailbox unavailable: rejected by the test sink"), {
            responseCode: 550,
          }),
        );
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      simpleParser(raw)
        .then((parsed) => {
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            parsed,
            messageId: parsed.messageId ?? "",
            subject: parsed.subject ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            text: parsed.text ?? "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    });
  };

  async function listen(onPort: number) {
    const next = new SMTPServer({
      secure: false,
      // No TLS in the sink: nodemailer would otherwise upgrade and refuse the self-signed certificate.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SINK_USER && auth.password === SINK_PASS)
          callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData,
    });
    next.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(onPort, "127.0.0.1", () => resolve());
    });
    server = next;
    sink.port = (next.server.address() as AddressInfo).port;
    sink.url = `smtp://${encodeURIComponent(SINK_USER)}:${encodeURIComponent(SINK_PASS)}@127.0.0.1:${sink.port}`;
  }

  await listen(port);
  return sink;
}

/** A port that was free a moment ago: for a sink that is "down" from the start. */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink();
  const port = sink.port;
  await sink.stop();
  return port;
}
