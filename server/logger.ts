import pino from "pino";

/** One JSON logger for the process; the level is set from the config at boot. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    remove: true,
  },
});
