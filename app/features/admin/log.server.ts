import { logger } from "../../../server/logger";

/** Route modules may not import server/ directly; admin failures are logged through here. */
export function logServerError(error: unknown, message: string): void {
  logger.error({ err: error }, message);
}
