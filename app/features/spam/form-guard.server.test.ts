import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { installTestRuntime } from "#server/runtime";
import { FORM_TOKEN_FIELD, issueFormToken, MIN_FILL_MS, spamVerdict } from "./form-guard.server";

// The token code reads only the secrets; no database is touched.
const NO_DATABASE = {} as unknown as Database;
const OLD = "the-secret-before-the-rotation-0123456789";
const NEW = "the-secret-after-the-rotation-0123456789ab";
const ISSUED = 1_700_000_000_000;
const LATER = ISSUED + MIN_FILL_MS + 1000;

let undo: (() => void) | undefined;
afterEach(() => undo?.());

function useSecrets(env: NodeJS.ProcessEnv) {
  undo?.();
  undo = installTestRuntime(NO_DATABASE, env);
}

const verdict = (token: string, now = LATER) => {
  const form = new FormData();
  form.set(FORM_TOKEN_FIELD, token);
  return spamVerdict(form, { requireToken: true }, now);
};

describe("the form token", () => {
  it("keeps its format: the render time and an HMAC of form:<time>", () => {
    useSecrets({ SESSION_SECRET: NEW });
    // Written down once: forms open in browsers carry this format.
    expect(issueFormToken(ISSUED)).toBe(
      "1700000000000.Z3EBeWx2APchlkBD0Z5-wFzkKFzHnx9spDxgVPvhIig",
    );
    expect(verdict(issueFormToken(ISSUED))).toBeNull();
  });

  it("after a rotation accepts a token signed with the previous secret, and refuses forged ones", () => {
    useSecrets({ SESSION_SECRET: OLD });
    const before = issueFormToken(ISSUED);
    useSecrets({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect(verdict(before)).toBeNull();
    const [issued, signature] = before.split(".") as [string, string];
    const forged = "The form token was forged or damaged";
    expect(verdict(`${Number(issued) - 60_000}.${signature}`)).toBe(forged);
    expect(verdict(`${issued}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`)).toBe(
      forged,
    );
    useSecrets({ SESSION_SECRET: NEW });
    expect(verdict(before)).toBe(forged);
  });

  it("still judges the age of a genuine token", () => {
    useSecrets({ SESSION_SECRET: NEW });
    expect(verdict(issueFormToken(ISSUED), ISSUED + 10)).toBe(
      "Sent 10 ms after the form was shown",
    );
    expect(verdict(issueFormToken(ISSUED), ISSUED + 25 * 3_600_000)).toBe(
      "The form token was more than a day old",
    );
  });
});
