import { matchRoutes, type RouteObject } from "react-router";
import { declaredPageCache } from "#common/page-cache-declaration";

/** Whether the page cache may keep the page at a path (a request's path, not decoded). */
export type CacheablePaths = (pathname: string) => boolean;

/** A route of React Router's server build (`build.routes`), as far as the cache reads it. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: object;
}

/** A dynamic segment of a kept page: the characters of a slug (app/lib/slug.ts). */
const SLUG_CHARACTERS = /^[a-z0-9-]+$/;
/** Paths remembered per generation. */
const MAX_REMEMBERED = 4096;

/**
 * Which paths the page cache may keep, asked of the app's own route table: the route that
 * renders the page (the last one React Router's `matchRoutes` matches) must declare
 * `pageCache = "public"` (common/page-cache-declaration.ts). The path must also be the one form
 * of the page that links use, so that a page is kept once: case as the route writes it, each
 * dynamic segment of a slug's characters (lower-case letters, digits and hyphens: a course's
 * `.ics` or a `.data` request is another handler's), no percent-escape and no trailing slash.
 *
 * `matchRoutes` flattens and ranks the routes it is given on every call, several milliseconds
 * for the whole table, so each path is matched against the routes its first segment can reach
 * only (a path under /admin, where nothing is public, not at all), and the answer is remembered
 * per path: the hits are answered before anything else and must stay a map look-up.
 */
export function cacheablePaths(routes: Record<string, BuildRoute | undefined>): CacheablePaths {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const publicRoutes = new Set(
    all.filter((route) => declaredPageCache(route.module) === "public").map((route) => route.id),
  );
  const trees = new Map<string, RouteObject[] | null>();
  for (const [segment, { members, leaves }] of routesByFirstSegment(all)) {
    // Where no route that may end the match is public, no path is: nothing to match.
    trees.set(
      segment,
      leaves.some((route) => publicRoutes.has(route.id)) ? routeTree(members) : null,
    );
  }
  return remembered((pathname) => {
    if (pathname.includes("%") || (pathname.length > 1 && pathname.endsWith("/"))) return false;
    const first = pathname.split("/")[1] ?? "";
    const tree = trees.get(trees.has(first) ? first : OTHER);
    const leaf = tree ? matchRoutes(tree, { pathname })?.at(-1) : undefined;
    if (!leaf?.route.id || !publicRoutes.has(leaf.route.id)) return false;
    return Object.values(leaf.params).every(
      (value) => value !== undefined && SLUG_CHARACTERS.test(value),
    );
  });
}

/** What a route's whole path begins with when it is a parameter, an optional segment or a splat. */
const PATTERN = ":";
/** The key of the routes for a first segment that no route names. */
const OTHER = "*";

/**
 * The routes a path may match, by the path's first segment ("" for "/"): those whose whole path
 * begins with that segment or with a pattern (a parameter, an optional segment, a splat), and
 * those with no segment of their own (the root, layouts), which are their parents; `leaves` are
 * the ones among them that may end such a match. The routes left out cannot match, which changes
 * neither what matches nor how React Router ranks it (the others keep their order).
 */
function routesByFirstSegment(
  all: BuildRoute[],
): Map<string, { members: BuildRoute[]; leaves: BuildRoute[] }> {
  const byId = new Map(all.map((route) => [route.id, route]));
  const firstOf = (route: BuildRoute): string => {
    let first = "";
    for (let at: BuildRoute | undefined = route; at; at = byId.get(at.parentId ?? "")) {
      first = at.path?.split("/").find(Boolean) ?? first;
    }
    return /^:|\*|\?$/.test(first) ? PATTERN : first;
  };
  const firsts = new Map(all.map((route) => [route.id, firstOf(route)]));
  const bySegment = new Map<string, { members: BuildRoute[]; leaves: BuildRoute[] }>();
  for (const segment of new Set([...firsts.values(), "", OTHER])) {
    if (segment === PATTERN) continue;
    const ends = (route: BuildRoute) =>
      firsts.get(route.id) === PATTERN ||
      firsts.get(route.id) === (segment === OTHER ? PATTERN : segment);
    bySegment.set(segment, {
      members: all.filter((route) => ends(route) || firsts.get(route.id) === ""),
      leaves: all.filter(ends),
    });
  }
  return bySegment;
}

/** Routes (parents included) as the nested tree matchRoutes takes, case-sensitive. */
function routeTree(routes: BuildRoute[], parentId?: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    if (route.parentId !== parentId) return [];
    return route.index
      ? [{ id: route.id, path: route.path, index: true, caseSensitive: true }]
      : [
          {
            id: route.id,
            path: route.path,
            caseSensitive: true,
            children: routeTree(routes, route.id),
          },
        ];
  });
}

/**
 * `decide`, remembered per path in two generations: a path asked again while the newer one fills
 * is carried over, so that a scan of made-up paths does not make the pages being hit be matched
 * again and again.
 */
function remembered(decide: CacheablePaths): CacheablePaths {
  let recent = new Map<string, boolean>();
  let older = new Map<string, boolean>();
  return (pathname) => {
    const known = recent.get(pathname);
    if (known !== undefined) return known;
    const answer = older.get(pathname) ?? decide(pathname);
    if (recent.size >= MAX_REMEMBERED) {
      older = recent;
      recent = new Map();
    }
    recent.set(pathname, answer);
    return answer;
  };
}
