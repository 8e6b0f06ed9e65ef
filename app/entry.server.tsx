import { rendersFormInPage } from "#common/registration-url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { isCrossOrigin } from "#server/http/client-mistakes";
import { logger } from "#server/logger";
import { hydrateAfterPaint } from "./lib/hydrate-after-paint.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

/** The lead modules, for the server to register from its build (server/app.ts boot()). */
export { leadMails } from "./features/leads/lead-mails.server";
import { leadJobs } from "./features/leads/admin/jobs.server";
import { spamDigestJobs } from "./features/leads/admin/spam-digest.server";
import { registrationJobs } from "./features/registrations/jobs.server";
import { reminderJobs } from "./features/reminders/jobs.server";
/**
 * Work done now and then whoever visits: seat offers that lapsed, spam past
 * 30 days, the team's daily digest of what waits in review, course reminders and feedback.
 */
export const periodicJobs = [...registrationJobs, ...leadJobs, ...spamDigestJobs, ...reminderJobs];

/**
 * Errors that escape a loader or action: logged once through the process
 * logger, whose serializer drops query parameters and personal values
 * (React Router's default would print the raw error, parameters and all).
 * A request the client abandoned is not a fault.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A 4xx answer (an unmatched URL, a thrown 404) is not a fault of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (error instanceof Response && error.status < 500) return;
  // React Router refuses (400) a post whose Origin is not the request's own, and hands us the
  // reason as an Error: a client's mistake, logged at info (server/http/client-mistakes.ts).
  if (
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    isCrossOrigin(request.headers.get("origin"), request.url)
  ) {
    logger.info(
      { status: 400, method: request.method, path: new URL(request.url).pathname },
      "Refused a cross-origin post",
    );
    return;
  }
  logger.error(
    { err: error, path: new URL(request.url).pathname },
    "Unhandled error in a loader or action",
  );
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page for the cache is sent to many visitors: no nonce (its scripts are allowed by hash).
  const nonce = loadContext.pageCache ? undefined : loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache get the whole document at once; people get the shell early,
    // except where the page holds a form for browsers without JavaScript, which cannot swap in
    // a streamed part.
    const readyOption =
      loadContext.pageCache ||
      (userAgent && isbot(userAgent)) ||
      routerContext.isSpaMode ||
      rendersFormInPage(new URL(request.url))
        ? "onAllReady"
        : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary that comes after its first 12.8 KB of
        // HTML (progressiveChunkSize): the content is sent at the end, hidden, and a script
        // moves it into place. Without JavaScript (and for crawlers) it stayed hidden: home's
        // latest insights, the in-page registration form. Finished boundaries stay in place;
        // ones still waiting on data stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = hydrateAfterPaint();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "Error while streaming a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
