import { describe, expect, it } from "vitest";
import { tokenFromScan } from "./ticket-token";

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345";

describe("tokenFromScan", () => {
  it("reads the token alone or inside the ticket page's URL", () => {
    expect(tokenFromScan(TOKEN)).toBe(TOKEN);
    expect(tokenFromScan(` https://aihq.example/tickets/${TOKEN}\n`)).toBe(TOKEN);
    expect(tokenFromScan(`/tickets/${TOKEN}?x=1`)).toBe(TOKEN);
  });

  it("refuses anything else", () => {
    expect(tokenFromScan("AIHQ-R-ABC123")).toBeNull();
    expect(tokenFromScan(`https://aihq.example/tickets/${TOKEN}x`)).toBeNull();
    expect(tokenFromScan("")).toBeNull();
  });
});
