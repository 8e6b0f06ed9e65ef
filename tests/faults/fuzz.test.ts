import { fuzzPublicEndpoints } from "#tests/security/fuzz-endpoints";
import { recordResult } from "./support/report";
import { FAULT_ENV, FUZZ_RUNS, QUICK } from "./support/scale";

/**
 * The security suite's fuzz of every public
 * endpoint (wrong types, huge strings, unicode, HTML, SQL fragments, missing
 * and extra fields, bad encodings, forged tokens), at 10,000 generated
 * inputs per endpoint (500 in quick mode), with the rate limits off: no 5xx,
 * no half-written record, no error logged.
 */
fuzzPublicEndpoints({
  runs: () => FUZZ_RUNS,
  timeoutMs: 3_600_000,
  env: {
    FORM_RATE_LIMIT_PER_HOUR: FAULT_ENV.FORM_RATE_LIMIT_PER_HOUR!,
    VERIFY_RATE_LIMIT_PER_MINUTE: FAULT_ENV.VERIFY_RATE_LIMIT_PER_MINUTE!,
    VISITOR_MAILS_PER_DAY: FAULT_ENV.VISITOR_MAILS_PER_DAY!,
    LOG_LEVEL: "warn",
  },
  onFinished: (database, seen, seconds) => {
    const serverErrors = [...seen.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    recordResult({
      scenario: "5 fuzz",
      database,
      notes: {
        inputsPerEndpoint: FUZZ_RUNS,
        requests: [...seen.values()].reduce((a, b) => a + b, 0),
        statuses: Object.fromEntries([...seen.entries()].sort(([a], [b]) => a - b)),
        serverErrors,
      },
      seconds,
      quick: QUICK,
    });
  },
});
