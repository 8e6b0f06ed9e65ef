import http from "node:http";
import net from "node:net";
import type { LiveServer } from "./live-server";

/**
 * Requests that fetch() will not send (any method, an absolute-form or "*"
 * target, a raw Host header), for probing the server as an attacker would.
 */
export interface ProbeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  server: LiveServer,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<ProbeResponse> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path: target, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Writes bytes to a fresh connection and returns the first response head (status line and headers). */
export function rawExchange(server: LiveServer, bytes: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let received = "";
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) socket.end();
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on("error", reject);
  });
}

/** The signed render time the contact page puts in its form. */
export async function contactFormToken(server: LiveServer): Promise<string> {
  const page = await fetch(`${server.url}/contact`).then((response) => response.text());
  const token =
    /name="formToken"[^>]*value="([^"]+)"/.exec(page)?.[1] ??
    /value="([^"]+)"[^>]*name="formToken"/.exec(page)?.[1];
  if (!token) throw new Error("The contact page has no formToken field");
  return token;
}

/** The form guard takes anything sent within 2 s of the page for a bot. */
export const HUMAN_FILL_MS = 2_100;

/** Every JSON log line the server wrote, parsed. */
export function logLines(server: LiveServer): Array<Record<string, unknown>> {
  return server
    .logs()
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        // The last line may still be arriving.
        return [];
      }
    });
}

/** Log entries at error level or above (pino: 50 error, 60 fatal). */
export function errorLogs(server: LiveServer): Array<Record<string, unknown>> {
  return logLines(server).filter((line) => typeof line.level === "number" && line.level >= 50);
}
