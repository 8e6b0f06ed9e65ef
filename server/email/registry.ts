import { FORM_TYPES, isFormType, isMailType, type MailType } from "./form-types";
import type { LeadMailRuntime } from "./lead-mail";

/**
 * formType → the lead module that validates, completes and renders its mails.
 *
 * The server does not import the app's lead modules (server/ never imports
 * app/features): the app lists them once (`app/features/lead-mails.server.ts`),
 * `app/entry.server.tsx` exports that list, and `boot()` registers it from the
 * server build before the mail worker starts. Tests register the list by
 * importing it. Kept on globalThis like the runtime, so a dev-server module
 * reload sees what boot() registered.
 */
const globalForLeadMails = globalThis as typeof globalThis & {
  __aihqLeadMails?: Map<MailType, LeadMailRuntime>;
  __aihqInternalMails?: Map<MailType, LeadMailRuntime>;
};

function internalRegistry(): Map<MailType, LeadMailRuntime> {
  globalForLeadMails.__aihqInternalMails ??= new Map();
  return globalForLeadMails.__aihqInternalMails;
}

/**
 * Registers a mail of INTERNAL_MAIL_TYPES (the back office's set-password
 * mail). Its module calls this when it is loaded, which is before it can
 * queue anything; the server build loads every route module at start, so
 * the worker knows it too. Kept apart from the lead list, which
 * registerLeadMails replaces as a whole.
 */
export function registerInternalMail(mail: RegisterableLeadMail): void {
  if (isFormType(mail.runtime.formType) || !isMailType(mail.runtime.formType)) {
    throw new Error(`Not an internal mail type: ${mail.runtime.formType}`);
  }
  internalRegistry().set(mail.runtime.formType, mail.runtime);
}

function registry(): Map<MailType, LeadMailRuntime> {
  globalForLeadMails.__aihqLeadMails ??= new Map();
  return globalForLeadMails.__aihqLeadMails;
}

/** What a lead module exports (`defineLeadMail`'s result); only its runtime view is kept. */
export interface RegisterableLeadMail {
  readonly runtime: LeadMailRuntime;
}

/**
 * Registers the app's lead modules. The list must cover every form type of
 * the contract exactly once; anything else is a programming error that must
 * stop the boot rather than leave a form whose mails can never be sent.
 * Registering again replaces the modules (a dev-server reload).
 */
export function registerLeadMails(mails: readonly RegisterableLeadMail[]): void {
  const next = new Map<MailType, LeadMailRuntime>();
  for (const { runtime } of mails) {
    if (next.has(runtime.formType))
      throw new Error(`Lead mails: ${runtime.formType} is listed twice`);
    next.set(runtime.formType, runtime);
  }
  const missing = FORM_TYPES.filter((formType) => !next.has(formType));
  if (missing.length > 0) throw new Error(`Lead mails: no module for ${missing.join(", ")}`);
  const current = registry();
  current.clear();
  for (const [formType, runtime] of next) current.set(formType, runtime);
}

/**
 * The lead module of a form type; undefined for a name outside the
 * endpoint's contract (internal mail types included) or before registration.
 */
export function leadMailFor(formType: unknown): LeadMailRuntime | undefined {
  return isFormType(formType) ? registry().get(formType) : undefined;
}

/** Like leadMailFor, for a form type that must be known (an outbox row, our own forms). */
export function requireLeadMail(formType: string): LeadMailRuntime {
  const mail = isFormType(formType)
    ? registry().get(formType)
    : isMailType(formType)
      ? internalRegistry().get(formType)
      : undefined;
  if (!mail) {
    throw new Error(
      isMailType(formType)
        ? `Lead mails are not registered yet (form type ${formType}): register them before queueing or sending`
        : `Unknown form type: ${formType}`,
    );
  }
  return mail;
}

/**
 * The lead list a server build's entry module exports as `leadMails`,
 * checked at run time: the build's types do not know our export.
 */
export function leadMailsOfEntry(entryModule: object): readonly RegisterableLeadMail[] {
  const list: unknown = "leadMails" in entryModule ? entryModule.leadMails : undefined;
  if (!Array.isArray(list) || !list.every(isRegisterable)) {
    throw new Error("The server build's entry module does not export its leadMails list");
  }
  return list;
}

function isRegisterable(value: unknown): value is RegisterableLeadMail {
  if (!value || typeof value !== "object" || !("runtime" in value)) return false;
  const runtime: unknown = value.runtime;
  return (
    !!runtime &&
    typeof runtime === "object" &&
    "formType" in runtime &&
    isMailType(runtime.formType)
  );
}
