import { logger } from "#server/logger";

/** Every path that led to the 404 page is logged, so broken links show up in the logs. */
export function logNotFound(pathname: string) {
  logger.warn({ path: pathname }, "Page not found");
}
