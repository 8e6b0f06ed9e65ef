import {
  startLiveServer,
  withDatabase,
  type LiveDatabase,
  type LiveServer,
  type LiveServerOptions,
} from "#tests/security/live-server";
import { errorLogs } from "#tests/security/probe";
import { startCountingSink, type CountingSink } from "./mail-sink";
import { FAULT_ENV } from "./scale";
import { readCatalogue, shrinkCourses, type Catalogue } from "./submissions";

export interface FaultRig {
  server: LiveServer;
  sink: CountingSink;
  catalogue: Catalogue;
  /** Stops the server and the sink and removes the data; safe to call twice. */
  stop(): Promise<void>;
}

/** What the server logged at error level: message and error, for the report when something failed. */
export function loggedErrors(server: LiveServer, max = 10): string[] {
  return errorLogs(server)
    .slice(0, max)
    .map((line) => {
      const err = line.err as { message?: string } | undefined;
      return `${String(line.msg)}${err?.message ? `: ${err.message.slice(0, 300)}` : ""}`;
    });
}

/** The built server with limits off, sending its mail to a counting SMTP sink. */
export async function startFaultRig(
  database: LiveDatabase,
  env: Record<string, string> = {},
  options: LiveServerOptions = {},
): Promise<FaultRig> {
  const sink = await startCountingSink();
  let server: LiveServer;
  try {
    server = await startLiveServer(database, { ...FAULT_ENV, SMTP_URL: sink.url, ...env }, options);
  } catch (error) {
    await sink.stop();
    throw error;
  }
  const catalogue = await withDatabase(server, async ({ db }) => {
    const found = await readCatalogue(db);
    await shrinkCourses(db, found);
    return found;
  });
  return {
    server,
    sink,
    catalogue,
    async stop() {
      await server.stop();
      await sink.stop();
    },
  };
}
