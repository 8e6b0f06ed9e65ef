// npm run admin:create -- you@example.com   (or --email you@example.com)
// Creates an admin (or resets the password of an existing one). The password
// is read from ADMIN_PASSWORD or asked for on the terminal, never from argv,
// so it does not land in the shell history.
import { parseArgs } from "node:util";
import { ADMIN_PASSWORD_MIN_LENGTH, upsertAdmin } from "#server/auth/admin-users";
import { promptSecret } from "#server/auth/prompt";
import { bootRuntime, closeRuntime } from "#server/runtime";

const { values, positionals } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" } },
  allowPositionals: true,
});

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  // Not echoed; typed twice on a terminal, since a typo would lock the admin out.
  const password = await promptSecret(
    `Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `,
  );
  if (process.stdin.isTTY && (await promptSecret("Repeat the password: ")) !== password) {
    throw new Error("The two passwords differ; nothing was changed");
  }
  return password;
}

try {
  const email = values.email ?? positionals[0] ?? process.env.ADMIN_EMAIL;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error("Give the admin's e-mail: npm run admin:create -- you@example.com");
  }
  const password = await askPassword();
  const { database } = await bootRuntime({
    ...process.env,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
  });
  const { created } = await upsertAdmin(database.db, { email, password, name: values.name });
  console.log(created ? `Admin ${email} created.` : `Password of admin ${email} reset.`);
} catch (error) {
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
