import { describe, expect, it } from "vitest";
import { permissionsPolicy } from "./security";

describe("permissionsPolicy", () => {
  it("lets the door's check-in pages use the camera themselves", () => {
    for (const path of ["/admin/check-in", "/admin/check-in/", "/admin/check-in/3f2a"]) {
      expect(permissionsPolicy(path)).toMatch(/^camera=\(self\), microphone=\(\)/);
    }
  });

  it("closes the camera everywhere else, look-alike paths included", () => {
    for (const path of ["/", "/admin", "/admin/leads", "/admin/check-inx", "/shop/check-in"]) {
      expect(permissionsPolicy(path)).toMatch(/^camera=\(\), microphone=\(\)/);
    }
  });
});
