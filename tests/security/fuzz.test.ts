import { fuzzPublicEndpoints } from "./fuzz-endpoints";

/**
 * The fuzz of every public endpoint (./fuzz-endpoints.ts).
 * Run counts keep the file near a minute per database on two cores;
 * FUZZ_RUNS scales them (FUZZ_RUNS=5 for a long soak). The fault suite runs
 * the same properties 10,000 times each.
 */
const SCALE = Number(process.env.FUZZ_RUNS ?? "1");

fuzzPublicEndpoints({ runs: (base) => base * SCALE, timeoutMs: 180_000 });
