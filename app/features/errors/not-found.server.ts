import { logger } from "#server/logger";

/** The spec logs every path that led to the 404 page. */
export function logNotFound(pathname: string) {
  logger.warn({ path: pathname }, "Page not found");
}
