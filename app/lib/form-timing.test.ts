import { describe, expect, it } from "vitest";
import {
  MIN_FILL_MS,
  SUBMIT_MARGIN_MS,
  holdRemainingMs,
  serverClockOffset,
  tokenIssuedAt,
} from "./form-timing";
import { formTokenHoldMs } from "./submission-hold";

describe("tokenIssuedAt", () => {
  it("reads the milliseconds of a `<ms>.<signature>` token", () => {
    expect(tokenIssuedAt("1700000000000.abc_-")).toBe(1_700_000_000_000);
  });
  it("gives null for a damaged token", () => {
    for (const token of ["", "abc", "12", ".sig", "12a.sig", "99999999999999999999.sig"]) {
      expect(tokenIssuedAt(token)).toBeNull();
    }
  });
});

describe("holdRemainingMs", () => {
  it("waits out the minimum and the margin from the moment the token arrived", () => {
    // Issued at server time 5000, received at browser time 100: offset -4900.
    const offset = serverClockOffset(undefined, 5000, 100);
    expect(holdRemainingMs(5000, offset, 100)).toBe(MIN_FILL_MS + SUBMIT_MARGIN_MS);
    expect(holdRemainingMs(5000, offset, 400)).toBe(MIN_FILL_MS + SUBMIT_MARGIN_MS - 300);
    expect(holdRemainingMs(5000, offset, 100 + MIN_FILL_MS + SUBMIT_MARGIN_MS)).toBe(0);
    expect(holdRemainingMs(5000, offset, 99_999)).toBe(0);
  });

  it("times an older token by the server's own clock, never comparing it with the browser's", () => {
    // The fresh token (server 10_000) arrived at browser 50; the page's cached token was
    // issued at server 4_000, six seconds before: it needs no wait.
    const offset = serverClockOffset(undefined, 10_000, 50);
    expect(holdRemainingMs(4_000, offset, 60)).toBe(0);
    // One issued a second before the fresh one waits the rest.
    expect(holdRemainingMs(9_000, offset, 60)).toBe(MIN_FILL_MS + SUBMIT_MARGIN_MS - 1000 - 10);
  });

  it("keeps the tightest bound of the tokens seen", () => {
    expect(serverClockOffset(serverClockOffset(undefined, 1000, 500), 2000, 1400)).toBe(-600);
    expect(serverClockOffset(serverClockOffset(undefined, 1000, 300), 2000, 1400)).toBe(-700);
  });
});

describe("formTokenHoldMs", () => {
  it("holds a token that arrived just now for the whole minimum, one that arrived long ago not at all", () => {
    const arrivals = new Map([["500000.sig", 950]]);
    expect(formTokenHoldMs("500000.sig", arrivals, 1000)).toBe(MIN_FILL_MS + SUBMIT_MARGIN_MS - 50);
    expect(formTokenHoldMs("500000.sig", arrivals, 6000)).toBe(0);
  });

  it("times a token never seen from the moment it is first sent", () => {
    const arrivals = new Map([["500000.sig", 950]]);
    // Issued far in the server's future compared with the tokens seen: still waits the full time.
    expect(formTokenHoldMs("99000000.sig", arrivals, 2000)).toBe(MIN_FILL_MS + SUBMIT_MARGIN_MS);
    expect(arrivals.get("99000000.sig")).toBe(2000);
  });

  it("times the page's older token by the server clock of a fresh one", () => {
    // The page's token (server 4_000) was noted at hydration (browser 900); the fresh one
    // (server 10_000) arrived at browser 1000: the page's token is six seconds old.
    const arrivals = new Map([
      ["4000.page", 900],
      ["10000.fresh", 1000],
    ]);
    expect(formTokenHoldMs("4000.page", arrivals, 1100)).toBe(0);
    expect(formTokenHoldMs("10000.fresh", arrivals, 1100)).toBe(
      MIN_FILL_MS + SUBMIT_MARGIN_MS - 100,
    );
  });

  it("does not hold a damaged token (the server judges it)", () => {
    expect(formTokenHoldMs("not-a-token", new Map(), 0)).toBe(0);
  });
});
