// npm run admin:create -- --email you@example.com
// Creates an admin (or resets the password of an existing one). The password
// is read from ADMIN_PASSWORD or asked for on the terminal, never from argv,
// so it does not land in the shell history.
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import { ADMIN_PASSWORD_MIN_LENGTH, upsertAdmin } from "../auth/admin-users";
import { bootRuntime, closeRuntime } from "../runtime";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `);
  } finally {
    rl.close();
  }
}

try {
  const email = values.email ?? process.env.ADMIN_EMAIL;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error("Give the admin's e-mail with --email you@example.com");
  }
  const password = await askPassword();
  const { database } = await bootRuntime({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const { created } = await upsertAdmin(database.db, { email, password, name: values.name });
  console.log(created ? `Admin ${email} created.` : `Password of admin ${email} reset.`);
} catch (error) {
  console.error(`aihq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
