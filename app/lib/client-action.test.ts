import { describe, expect, it } from "vitest";
import { keepFormOnFault } from "./client-action";

const FAULT = {
  title: "Registration Failed",
  description: "There was a problem with your registration. Please try again.",
};

function post() {
  const body = new URLSearchParams({ name: "Nurul Aina", email: "aina@example.my", org: "Maxis" });
  return new Request("http://aihq.test/shop/masterclasses/x", { method: "POST", body });
}

describe("keepFormOnFault", () => {
  it("passes the action's own answers through", async () => {
    const done = { status: "success", outcome: "registered", reference: "AIHQ-R-ABCDEF" };
    expect(await keepFormOnFault({ request: post(), serverAction: async () => done }, FAULT)).toBe(
      done,
    );
    const refused = { status: "error", message: "Too many submissions", values: {} };
    expect(
      await keepFormOnFault({ request: post(), serverAction: async () => refused }, FAULT),
    ).toBe(refused);
  });

  it("answers a failed post as the form's fault, with the values sent and the fault's toast", async () => {
    for (const serverAction of [
      async () => {
        throw new TypeError("Failed to fetch");
      },
      async () => "<html>502 Bad Gateway</html>",
      async () => undefined,
    ]) {
      expect(await keepFormOnFault({ request: post(), serverAction }, FAULT)).toEqual({
        status: "error",
        message: FAULT.description,
        values: { name: "Nurul Aina", email: "aina@example.my", org: "Maxis" },
        toast: { type: "error", ...FAULT, id: expect.any(String) },
      });
    }
  });

  it("lets a redirect through", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/shop" } });
    await expect(
      keepFormOnFault(
        {
          request: post(),
          serverAction: async () => {
            throw redirect;
          },
        },
        FAULT,
      ),
    ).rejects.toBe(redirect);
  });
});
