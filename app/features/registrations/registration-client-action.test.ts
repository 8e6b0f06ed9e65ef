import { describe, expect, it } from "vitest";
import { registrationClientAction } from "./registration-client-action";

const FAILURE = "There was a problem with your registration. Please try again.";

function post() {
  const body = new URLSearchParams({ name: "Nurul Aina", email: "aina@example.my", org: "Maxis" });
  return new Request("http://aihq.test/shop/masterclasses/x", { method: "POST", body });
}

describe("registrationClientAction", () => {
  it("passes the action's own answers through", async () => {
    const done = { status: "success", outcome: "registered", reference: "AIHQ-R-ABCDEF" };
    expect(
      await registrationClientAction({ request: post(), serverAction: async () => done }),
    ).toBe(done);
    const refused = { status: "error", message: "Too many submissions", values: {} };
    expect(
      await registrationClientAction({ request: post(), serverAction: async () => refused }),
    ).toBe(refused);
  });

  it("answers a failed post as 'Registration Failed' with the values sent", async () => {
    for (const serverAction of [
      async () => {
        throw new TypeError("Failed to fetch");
      },
      async () => "<html>502 Bad Gateway</html>",
      async () => undefined,
    ]) {
      expect(await registrationClientAction({ request: post(), serverAction })).toEqual({
        status: "error",
        message: FAILURE,
        values: { name: "Nurul Aina", email: "aina@example.my", org: "Maxis" },
      });
    }
  });

  it("lets a redirect through", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/shop" } });
    await expect(
      registrationClientAction({
        request: post(),
        serverAction: async () => {
          throw redirect;
        },
      }),
    ).rejects.toBe(redirect);
  });
});
