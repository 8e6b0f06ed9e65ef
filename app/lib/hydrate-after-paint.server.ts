import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
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
 */
export function deferHydration(html: string): string | null {
  const bootstrap = BOOTSTRAP.exec(html);
  const script = bootstrap?.[1];
  if (!bootstrap || script === undefined || !script.includes("import * as route0")) return null;
  const head = html.slice(0, bootstrap.index);
  const hrefs: string[] = [];
  const headWithoutPreloads = head.replace(PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const routes: [string, string][] = [];
  const rest = script.replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    routes.push([name, url]);
    return "";
  });
  const content = [
    "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 1000); });",
    `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${routes.map(([name]) => name).join(", ")}] = await Promise.all([${routes
      .map(([, url]) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    rest.trim().replace(/^;\s*/, ""),
  ].join("\n");
  const openTag = bootstrap[0].slice(0, bootstrap[0].indexOf(">") + 1);
  return (
    headWithoutPreloads +
    `${openTag}${content}</script>` +
    html.slice(bootstrap.index + bootstrap[0].length)
  );
}

/**
 * The streaming form of deferHydration: holds the HTML back until the bootstrap script has
 * passed (the end of React's shell, which React writes at once), then streams the rest.
 */
export function hydrateAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) {
        callback(null, chunk);
        return;
      }
      const text = decoder.write(chunk);
      held += text;
      // Only a chunk that ends a script can complete the bootstrap (or one cut inside "</script>").
      const rewritten =
        text.includes("script>") || text.includes("</") ? deferHydration(held) : null;
      if (rewritten !== null || held.length > MAX_BUFFER) {
        done = true;
        const out = rewritten ?? held;
        held = "";
        callback(null, Buffer.from(out));
        return;
      }
      callback();
    },
    flush(callback) {
      held += decoder.end();
      callback(null, held ? Buffer.from(done ? held : (deferHydration(held) ?? held)) : undefined);
    },
  });
}
