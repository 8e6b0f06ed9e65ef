import { expect } from "@playwright/test";

export const SINK_HTTP = `http://127.0.0.1:${process.env.SINK_HTTP_PORT ?? 2580}`;

export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /**
   * The message's attachments, when the sink reports them (filename, MIME
   * type and the decoded content as text). Undefined from a sink that does not.
   */
  attachments?: SinkAttachment[];
}

export interface SinkAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** The same content, base64: for binary files (a PDF, a PNG) that text would mangle. */
  base64: string;
}

/** Every message the sink has received so far. */
export async function allMail(): Promise<SinkMessage[]> {
  return (await (await fetch(`${SINK_HTTP}/messages`)).json()) as SinkMessage[];
}

/** Waits until the sink has received a message that matches, and returns it. */
export async function readMail(
  filter: (message: SinkMessage) => boolean,
  timeoutMs = 20_000,
): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMail()).find(filter);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: "waiting for the e-mail to reach the SMTP sink" },
    )
    .toBe(true);
  return found!;
}

/** A unique address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.my`;
}
