import { describe, expect, it } from "vitest";
import { isCrossOrigin, requestLogLevel } from "./client-mistakes";

describe("isCrossOrigin", () => {
  it("compares whole origins; a missing header is not cross-origin, 'null' or garbage is", () => {
    expect(isCrossOrigin("https://aihq.example", "https://aihq.example")).toBe(false);
    expect(isCrossOrigin("https://evil.example", "https://aihq.example")).toBe(true);
    expect(isCrossOrigin("http://aihq.example", "https://aihq.example")).toBe(true);
    expect(isCrossOrigin("null", "https://aihq.example")).toBe(true);
    expect(isCrossOrigin("::", "https://aihq.example")).toBe(true);
    expect(isCrossOrigin(undefined, "https://aihq.example")).toBe(false);
  });
});

describe("requestLogLevel", () => {
  const post = (origin?: string) => ({
    method: "POST",
    protocol: "http",
    headers: { host: "127.0.0.1:3000", ...(origin ? { origin } : {}) },
  });
  it("logs a refused cross-origin post and an unsatisfiable range at info", () => {
    expect(requestLogLevel(post("https://evil.example"), 400)).toBe("info");
    expect(requestLogLevel(post("https://evil.example"), 403)).toBe("info");
    expect(requestLogLevel({ method: "GET", headers: {} }, 416)).toBe("info");
  });
  it("keeps other client errors at warn and faults at error", () => {
    expect(requestLogLevel(post("http://127.0.0.1:3000"), 400)).toBe("warn");
    expect(requestLogLevel(post(), 404)).toBe("warn");
    expect(requestLogLevel(post("https://evil.example"), 500)).toBe("error");
    expect(requestLogLevel(post(), 200, new Error("x"))).toBe("error");
    expect(requestLogLevel(post(), 302)).toBe("info");
  });
});
