// A real SMTP server that keeps every message it receives, for the
// end-to-end tests: the app under test sends to it over SMTP, and the tests
// read the parsed messages back over HTTP (GET /messages, DELETE /messages).
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.SINK_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.SINK_HTTP_PORT ?? 2580);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          from: mail.from?.text ?? "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          messageId: mail.messageId ?? "",
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? "",
            contentType: file.contentType,
            content: file.content.toString("utf8"),
            // Binary attachments (PDFs, PNGs) read back whole.
            base64: file.content.toString("base64"),
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((req, res) => {
    if (req.url === "/messages" && req.method === "DELETE") {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (req.url === "/messages" || req.url === "/healthz") {
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(req.url === "/healthz" ? { ok: true } : messages));
      return;
    }
    res.writeHead(404).end();
  })
  .listen(httpPort, "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
