import { describe, expect, it } from "vitest";
import { isConnectionLoss, retryOnConnectionLoss } from "./connection-loss";

const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isConnectionLoss", () => {
  it.each([
    ["a server shutting down (57P01)", pgError("57P01", "terminating connection")],
    ["a server starting up (57P03)", pgError("57P03", "the database system is starting up")],
    ["a refused connection", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset socket", pgError("ECONNRESET")],
    ["a closed connection", new Error("Connection terminated unexpectedly")],
    ["a pool that timed out", new Error("timeout exceeded when trying to connect")],
    [
      "a query error wrapping one (Drizzle)",
      Object.assign(new Error("Failed query: insert …"), { cause: pgError("57P01") }),
    ],
    ["every address refused", new AggregateError([pgError("ECONNREFUSED")], "")],
  ])("is true for %s", (_name, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505", "duplicate key value")],
    ["a syntax error", pgError("42601")],
    ["a serialization failure", pgError("40001")],
    ["our own pool being closed", new Error("Cannot use a pool after calling end on the pool")],
    ["a plain error", new Error("boom")],
    ["a string", "Connection terminated"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });
});

describe("retryOnConnectionLoss", () => {
  it("repeats the work while the connection is lost, then answers what it returns", async () => {
    let calls = 0;
    const retries: number[] = [];
    const result = await retryOnConnectionLoss(
      async () => {
        calls++;
        if (calls < 3) throw pgError("57P03");
        return "stored";
      },
      { firstDelayMs: 1, onRetry: (_error, attempt) => retries.push(attempt) },
    );
    expect(result).toBe("stored");
    expect(calls).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  it("throws any other error at once", async () => {
    let calls = 0;
    await expect(
      retryOnConnectionLoss(async () => {
        calls++;
        throw pgError("23505", "duplicate key value");
      }),
    ).rejects.toThrow("duplicate key value");
    expect(calls).toBe(1);
  });

  it("gives up with the last error once the budget is spent", async () => {
    let calls = 0;
    const started = Date.now();
    await expect(
      retryOnConnectionLoss(
        async () => {
          calls++;
          throw pgError("ECONNREFUSED", `refused ${calls}`);
        },
        { budgetMs: 60, firstDelayMs: 10 },
      ),
    ).rejects.toThrow(/refused/);
    expect(calls).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
