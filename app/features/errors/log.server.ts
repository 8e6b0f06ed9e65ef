import { logger } from "#server/logger";

/** Logs a failure the visitor was told about in plain words. */
export function logError(error: unknown, message: string) {
  logger.error({ err: error }, message);
}
