/**
 * How big the fault suite's runs are. The full suite is the one docs/performance.md reports
 * ("Fault suite, full counts": a burst of 2,000 submissions, 10,000 inputs per endpoint);
 * FAULTS_QUICK=1 scales it down for CI. FAULTS_BURST and FAULTS_FUZZ_RUNS override either.
 */
export const QUICK = process.env.FAULTS_QUICK === "1";

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Lead and registration submissions per burst. */
export const BURST = fromEnv("FAULTS_BURST", QUICK ? 300 : 2_000);
/** Connections sending at once. */
export const CONCURRENCY = 50;
/** Generated inputs per public endpoint in the fuzz scenario. */
export const FUZZ_RUNS = fromEnv("FAULTS_FUZZ_RUNS", QUICK ? 500 : 10_000);
/** Server settings of every scenario: limits off, so nothing is refused for volume; quick retries. */
export const FAULT_ENV: Record<string, string> = {
  FORM_RATE_LIMIT_PER_HOUR: "off",
  VERIFY_RATE_LIMIT_PER_MINUTE: "off",
  VISITOR_MAILS_PER_DAY: "off",
  VISITOR_RECIPIENTS_PER_DAY: "off",
  MAX_UNCONFIRMED_SEATS: "off",
  MAX_UNPAID_HOLDS_PER_CLIENT: "off",
  MAIL_RETRY_BASE_SECONDS: "1",
  MAIL_LEASE_SECONDS: "60",
  MAIL_FROM: "AIHQ <hello@aihq.com.my>",
  MAIL_TO_TEAM: "team@aihq.test",
  LOG_LEVEL: "warn",
};
