import path from "node:path";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createFetchHandler } from "react-router";
import { ensureAdmin } from "./auth/admin-users";
import { seedDemo } from "./db/seed/demo";
import { leadMailsOfEntry, registerLeadMails } from "./email/registry";
import { startMailWorker, stopMailWorker } from "./email/service";
import { bodyLimit } from "./http/body-limit";
import { periodicJobsOfEntry, startPeriodicJobs, stopPeriodicJobs } from "./jobs/periodic";
import { finalErrorHandler, requestGuard } from "./http/request-guard";
import { requestLogLevel } from "./http/client-mistakes";
import { PageCache } from "./http/page-cache";
import { cacheablePaths, type CacheablePaths } from "./http/page-cache-routes";
import { privateResponses } from "./http/private-responses";
import { cspNonce, securityHeaders } from "./http/security";
import { sendEmailEndpoint } from "./http/send-email";
import { clientAssets } from "./http/static-assets";
import { masterclassIcs } from "./http/masterclass-ics";
import { brochureFiles, brochuresDir, moveLegacyBrochures } from "./files/brochures";
import { closeLive, liveEndpoint } from "./live";
import { closePageCacheInvalidation, startPageCacheInvalidation } from "./live/page-invalidation";
import { logSerializers, logger } from "./logger";
import { uploadsRouter } from "./uploads/images";
import { bootRuntime, closeRuntime, getConfig, getDb, getRuntime, isBooted } from "./runtime";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The client's address (proxy-aware when TRUST_PROXY is set), for rate limits. */
    clientAddress: string;
    /** Rendered for the page cache: the same for every visitor, whole, without a nonce. */
    pageCache?: boolean;
  }
}

/**
 * Opens the database, applies migrations, seeds the demo content on an empty
 * database and creates the admin from the environment. server.js calls it
 * once before listening.
 */
export async function boot() {
  const { config, database } = await bootRuntime();
  // Only behind a proxy that sets them may X-Forwarded-* decide the client's address and scheme.
  app.set("trust proxy", config.trustProxy);
  moveLegacyBrochures(config.dataDir);
  if (config.seed === "demo") {
    const { seeded } = await seedDemo(database.db, {
      brochuresDir: brochuresDir(config.dataDir),
    });
    if (seeded) logger.info("Seeded the demo content into the empty database");
  }
  if (config.adminEmail && config.adminPassword) {
    const created = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    if (created) logger.info("Created the admin user from ADMIN_EMAIL");
  }
  logger.info(
    { driver: database.driver, dataDir: config.dataDir, env: config.env },
    "Database ready",
  );
  // The app's lead modules fill the mail registry (server/ does not import
  // app/features); the worker must know every form type before it sends.
  const build = await import("virtual:react-router/server-build");
  registerLeadMails(leadMailsOfEntry(build.entry.module));
  await startMailWorker(config, database);
  startPeriodicJobs(periodicJobsOfEntry(build.entry.module));
  if (config.pageCache) await startPageCacheInvalidation(database, pageCache, logger);
  return { port: config.port, host: config.host, logger };
}

export async function shutdown() {
  await closeLive();
  await closePageCacheInvalidation();
  await stopPeriodicJobs();
  // Sends in flight finish before the database closes.
  await stopMailWorker();
  await closeRuntime();
}

export const app = express();

const production = process.env.NODE_ENV === "production";

app.disable("x-powered-by");

let renderForCache: ((request: Request) => Promise<Response>) | undefined;
/**
 * A public page rendered in this process as the page cache renders a miss: React Router's
 * loaders and React, the whole document, without a nonce (the cache allows its scripts by
 * hash) and with no HTTP around it. The bench calls it too, to measure what rendering alone
 * costs beside uncached SSR.
 */
export async function renderPublicPage(request: Request): Promise<Response> {
  if (!renderForCache) {
    const build = await import("virtual:react-router/server-build");
    const handle = createFetchHandler(build, production ? "production" : "development");
    renderForCache = (page) =>
      handle(page, { cspNonce: "", clientAddress: "page-cache", pageCache: true });
  }
  return renderForCache(request);
}

/**
 * Which paths the page cache may keep: those whose route module declares its page public
 * (`export const pageCache`), matched against React Router's own route table. The cache asks
 * it once; a test asks it of the built app to pin the list.
 */
export async function pageCachePaths(): Promise<CacheablePaths> {
  const build = await import("virtual:react-router/server-build");
  return cacheablePaths(build.routes);
}

// Public pages from memory until their content changes; they carry their own compressed copies.
const pageCache = new PageCache({
  enabled: () => isBooted() && getConfig().pageCache,
  render: renderPublicPage,
  cacheablePaths: pageCachePaths,
});
// A fresh hit is answered first, as a static file would be, with the headers the chain below
// gave that page when it was rendered or last sent (security headers and its hash-based CSP
// included); it is not request-logged, like the hashed assets. Everything else goes on.
app.use(pageCache.hits());

app.use(
  pinoHttp({
    logger,
    // pino-http installs its own err and req serializers on its child logger; ours drop values and credentials.
    serializers: logSerializers,
    // Asset and health-check hits would drown the log.
    autoLogging: { ignore: (req) => req.url === "/healthz" || !!req.url?.startsWith("/assets/") },
    // A client's mistake (a cross-origin post, an unsatisfiable range) is info, not a warning.
    customLogLevel: (req, res, error) => requestLogLevel(req, res.statusCode, error),
  }),
);
app.use(cspNonce, ...securityHeaders({ production }));
// One visitor's answers (posts, flash toasts, in-page forms, signed links): never in a shared cache.
app.use(privateResponses());
// Unknown methods, non-path request targets and undecodable paths get a 4xx before any handler.
app.use(requestGuard());

app.get("/healthz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  try {
    if (!isBooted()) throw new Error("not booted");
    await getRuntime().database.ping();
    res.status(200).json({ status: "ok" });
  } catch {
    res.status(503).json({ status: "unavailable" });
  }
});

// Live updates (Server-Sent Events): before compression(), which would hold the stream back.
app.get(
  "/live",
  liveEndpoint(() => (isBooted() ? getRuntime().database : undefined)),
);

// Brochures: only through signed links, which carry their own permission and expiry.
app.use(
  brochureFiles({
    dataDir: () => getConfig().dataDir,
    secrets: () => getRuntime().secrets,
  }),
);

// Uploaded images: served with caching; admin uploads with their own size limit (before bodyLimit).
app.use("/uploads", uploadsRouter());

if (production) {
  app.use(...clientAssets(path.resolve("build/client")));
}

// Public pages rendered once and kept (behind the whole chain, below) until their content changes.
app.use(pageCache.middleware());

// Only dynamic responses are compressed here; hashed assets come precompressed.
app.use(compression());
// "Add to calendar" files, before React Router (whose segments cannot end in a suffix).
app.use(masterclassIcs());
// The e-mail function for trusted integrations (bearer key; 404 without one); its own 64 KB JSON limit, JSON answers.
app.use(
  sendEmailEndpoint({
    db: getDb,
    teamAddress: () => getConfig().mailToTeam,
    apiKey: () => (isBooted() ? getConfig().sendEmailApiKey : undefined),
  }),
);
app.use(bodyLimit(() => (isBooted() ? getRuntime().config.bodyLimitBytes : 262_144)));

// React Router derives its route table from a build given as a function on every request (so
// that development picks up edits); in production the build never changes, so it is handed over
// once, as a value, when the first request arrives.
let reactRouterHandler: express.RequestHandler | undefined;
const getLoadContext = (req: express.Request, res: express.Response) => ({
  cspNonce: res.locals.cspNonce,
  clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
});
app.use(async (req, res, next) => {
  try {
    reactRouterHandler ??= createRequestHandler({
      build: production
        ? await import("virtual:react-router/server-build")
        : () => import("virtual:react-router/server-build"),
      getLoadContext,
    });
  } catch (error) {
    next(error);
    return;
  }
  return reactRouterHandler(req, res, next);
});

// Last: errors passed on by the handlers above (a missing /assets file is a 404 from express.static).
app.use(finalErrorHandler());
