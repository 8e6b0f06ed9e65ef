import { Transform } from "node:stream";
import { logger } from "#server/logger";

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** A module preload in any order of attributes (text and scripts would escape its quotes). */
const ANY_PRELOAD = 'rel="modulepreload"';
/** A static import left in the bootstrap (one React Router writes that ROUTE_IMPORT does not know). */
const STATIC_IMPORT = /^\s*import\b(?!\s*\()/m;
const BOOTSTRAP = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
/** How React Router opens its bootstrap script (after the nonce attribute, when there is one). */
const BOOTSTRAP_TAG = 'type="module" async="">';
const SCRIPT_END = "</script>";
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from "([^"]+)";\s*$/gm;
/** Past this much HTML without React Router's bootstrap script, the page is sent untouched. */
const MAX_BUFFER = 2 * 1024 * 1024;

/**
 * Lets the browser paint the server's HTML before it fetches the page's JavaScript.
 *
 * React Router's <Scripts> preloads every module of the page in the head and imports them from
 * an inline module script, so the browser fetches 6 to 40 files while it is still laying out
 * the page. The page is server-rendered and its forms work without JavaScript: nothing the
 * visitor first sees needs them. Here the head's module preloads are taken out and the
 * bootstrap script waits for the first frame (or one second, in a background tab) before it
 * adds the same preloads and imports the route modules; hydration then goes on as before.
 * Lighthouse's simulated phone counts every request that ends before the largest paint as
 * delaying it: with the preloads in the head, LCP was estimated at 2.5 to 3 s for a page that
 * paints in 0.9 s.
 *
 * React Router has no means of its own to this: `<Scripts>` (whose props are the script
 * element's attributes) always writes the preloads and the static imports, and a custom
 * entry.client only runs once they have all been fetched. So the markup is rewritten here, and
 * whatever of it is not recognised (an upgrade that writes it otherwise) is reported, never
 * passed over in silence: null here, an error logged once by {@link hydrateAfterPaint}, and
 * tests/integration/hydrate-after-paint.test.ts fails on the built app's pages.
 */
export function deferHydration(html: string): string | null {
  const deferred = deferHydrationInBytes(Buffer.from(html));
  return "reason" in deferred ? null : deferred.toString("utf8");
}

/** Why a page could not be rewritten: it goes out as React Router wrote it. */
export interface NotDeferred {
  reason: string;
}

/**
 * deferHydration on the page's bytes. Only the head and the bootstrap script are decoded:
 * a whole page with a few non-ASCII characters took V8 about 0.9 ms to decode (it becomes a
 * two-byte string) and 0.2 ms to encode again, a fifteenth of an uncached render.
 */
export function deferHydrationInBytes(bytes: Buffer): Buffer | NotDeferred {
  const tagAt = bytes.indexOf(BOOTSTRAP_TAG);
  if (tagAt === -1) return { reason: `no bootstrap script opened with '${BOOTSTRAP_TAG}'` };
  const openAt = bytes.lastIndexOf("<script", tagAt);
  const endAt = bytes.indexOf(SCRIPT_END, tagAt);
  if (openAt === -1 || endAt === -1) return { reason: "the bootstrap script is not closed" };
  const closeAt = endAt + SCRIPT_END.length;
  const bootstrap = BOOTSTRAP.exec(bytes.subarray(openAt, closeAt).toString("utf8"));
  const script = bootstrap?.[1];
  if (!bootstrap || script === undefined || !script.includes("import * as route0")) {
    return { reason: "the bootstrap script has no 'import * as route0'" };
  }
  // React hoists the preloads into the head; a page without one is searched up to the script.
  const headEnd = bytes.indexOf("</head>");
  const preloadsEnd = headEnd !== -1 && headEnd < openAt ? headEnd : openAt;
  const hrefs: string[] = [];
  const headWithoutPreloads = bytes
    .subarray(0, preloadsEnd)
    .toString("utf8")
    .replace(PRELOAD, (_tag, href: string) => {
      hrefs.push(href);
      return "";
    });
  const routes: [string, string][] = [];
  const rest = script.replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    routes.push([name, url]);
    return "";
  });
  if (hrefs.length === 0) return { reason: "no module preload in the head" };
  const strayPreload = bytes.indexOf(ANY_PRELOAD, preloadsEnd);
  if (strayPreload !== -1 && strayPreload < openAt) {
    return { reason: "a module preload outside the head" };
  }
  if (STATIC_IMPORT.test(rest)) return { reason: "a static import the rewrite does not know" };
  const content = [
    "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000); });",
    `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${routes.map(([name]) => name).join(", ")}] = await Promise.all([${routes
      .map(([, url]) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    rest.trim().replace(/^;\s*/, ""),
  ].join("\n");
  const openTag = bootstrap[0].slice(0, bootstrap[0].indexOf(">") + 1);
  return Buffer.concat([
    Buffer.from(headWithoutPreloads),
    bytes.subarray(preloadsEnd, openAt),
    Buffer.from(`${openTag}${content}</script>`),
    bytes.subarray(closeAt),
  ]);
}

/**
 * The streaming form of deferHydration: holds the HTML back until the bootstrap script has
 * passed (the end of React's shell, which React writes at once), then streams the rest. The
 * chunks are held as bytes and searched only where each one adds to them (the markers are
 * ASCII, so a byte search is safe in UTF-8): measured, holding them as a string cost an
 * uncached render about 1.5 ms more, and decoding the whole page once about 1 ms.
 *
 * A page whose markup is not recognised goes out unchanged, and `notDeferred` hears why (by
 * default an error logged once per process). A page larger than 2 MB before its bootstrap
 * script is sent as it is without a report: the size, not the markup, is why.
 */
export function hydrateAfterPaint(notDeferred: (reason: string) => void = reportOnce): Transform {
  const parts: Buffer[] = [];
  let size = 0;
  let done = false;
  /** The last bytes held, so that a marker cut between two chunks is still found. */
  let tail: Buffer = Buffer.alloc(0);
  /** Where the bootstrap's opening tag starts in the held bytes, once seen. */
  let bootstrapAt = -1;
  const held = () => Buffer.concat(parts, size);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      const window = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
      const windowStart = size - tail.length;
      parts.push(chunk);
      size += chunk.length;
      if (bootstrapAt === -1) {
        const at = window.indexOf(BOOTSTRAP_TAG);
        if (at !== -1) bootstrapAt = windowStart + at;
      }
      const closed =
        bootstrapAt !== -1 &&
        window.indexOf(SCRIPT_END, Math.max(0, bootstrapAt - windowStart)) !== -1;
      if (closed || size > MAX_BUFFER) {
        done = true;
        const html = held();
        parts.length = 0;
        callback(null, closed ? deferredOr(html, notDeferred) : html);
        return;
      }
      tail = window.subarray(Math.max(0, window.length - BOOTSTRAP_TAG.length));
      callback();
    },
    flush(callback) {
      if (done || size === 0) {
        callback();
        return;
      }
      callback(null, deferredOr(held(), notDeferred));
    },
  });
}

function deferredOr(html: Buffer, notDeferred: (reason: string) => void): Buffer {
  const deferred = deferHydrationInBytes(html);
  if (!("reason" in deferred)) return deferred;
  notDeferred(deferred.reason);
  return html;
}

let reported = false;

/** Once per process: the same markup comes with every page, and one line says it all. */
function reportOnce(reason: string) {
  if (reported) return;
  reported = true;
  logger.error(
    { reason },
    "Pages fetch their JavaScript before the first paint: React Router's scripts were not recognised (app/lib/hydrate-after-paint.server.ts)",
  );
}
