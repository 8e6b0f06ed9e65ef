/**
 * What a door-staff account may open
 * (docs/decisions/0041-tickets-and-check-in.md): the check-in pages, which hold
 * today's attendee lists, and signing out. Enforced where the session is read
 * (requireAdmin), so a route that forgets its role check still refuses them.
 */
export const DOOR_HOME = "/admin/check-in";

/** The path as the route sees it: single fetch's `.data` suffix taken off. */
function routePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

export function doorMayOpen(pathname: string): boolean {
  const path = routePath(pathname);
  return path === DOOR_HOME || path.startsWith(`${DOOR_HOME}/`) || path === "/admin/logout";
}

/** The back office's home: a door account is sent to the check-in instead of a 403. */
export function isAdminHome(pathname: string): boolean {
  return routePath(pathname) === "/admin";
}
