import type { z } from "zod";
import type { Db, Tx } from "#server/db/client";
import type { FactsResult } from "./catalogue-facts";
import type { MailType } from "./form-types";
import type {
  EmailContent,
  ProgramRecommendation,
  RecipientRole,
  RenderContext,
  Template,
} from "./templates/types";

/**
 * The contract between the outbox and a lead type. Each lead module in the
 * app (`app/features/<domain>/*-mail.server.tsx`) defines one with
 * `defineLeadMail`, typed by its own mail-data schema; the server never
 * imports those modules: the app hands them over at boot (`registry.ts`).
 */
export interface LeadMailDefinition<S extends z.ZodType, T extends MailType = MailType> {
  readonly formType: T;
  /**
   * The mail data: what `enqueueFormEmails` validates, what the outbox row
   * stores and what the templates render. Built from the same field rules as
   * the form's own schema, so limits and messages are written once.
   */
  readonly schema: S;
  readonly templates: Template<z.output<S>>;
  /** Where the confirmation goes. */
  readonly visitorAddress: (data: z.output<S>) => string;
  /** For greetings and the team's Reply-To. */
  readonly visitorName: (data: z.output<S>) => string;
  /**
   * Replaces the program, course or grant facts of the data by the stored
   * ones (docs/decisions/0015-mail-function-not-public.md): one of the
   * resolvers of `catalogue-facts.ts`.
   */
  readonly catalogue?: (db: Db | Tx, data: z.output<S>) => Promise<FactsResult<z.output<S>>>;
  /** Values the server computes at enqueue time (the quiz result), stored with the row. */
  readonly complete?: (data: z.output<S>) => z.output<S>;
  /**
   * Top-level fields only the server may fill: the send-email endpoint drops
   * them from a client's body before validating (a forged quiz score).
   */
  readonly computedFields?: readonly (keyof z.output<S> & string)[];
  /**
   * Keys (at any depth) of text the visitor typed freely. In the visitor's own
   * copy they are made inert (no auto-links), because that address is only
   * what someone typed and may be a stranger's.
   */
  readonly visitorText: readonly DeepKeys<z.output<S>>[];
  /** Programs to suggest in the visitor's copy, looked up at send time. */
  readonly suggestions?: (
    db: Db,
    data: z.output<S>,
    siteUrl: string,
  ) => Promise<ProgramRecommendation[]>;
}

/** Every key of an object type and of the objects (and arrays of objects) inside it. */
export type DeepKeys<D> = D extends readonly (infer E)[]
  ? DeepKeys<E>
  : D extends object
    ? { [K in keyof D & string]: K | DeepKeys<D[K]> }[keyof D & string]
    : never;

export type ParsedMailData =
  { success: true; data: unknown } | { success: false; issues: z.core.$ZodIssue[] };

/**
 * A lead type as the outbox, the worker and the endpoint use it, over data
 * they hold as `unknown` (a request body, a stored JSON row). Built from the
 * typed definition by `defineLeadMail`, so every function here runs the
 * module's own typed code.
 */
export interface LeadMailRuntime {
  readonly formType: MailType;
  parse(input: unknown): ParsedMailData;
  /** Stored catalogue facts, then computed values: what the outbox row will hold. */
  prepare(db: Db | Tx, data: unknown): Promise<FactsResult<unknown>>;
  withoutComputedFields(input: unknown): unknown;
  visitorAddress(data: unknown): string;
  visitorName(data: unknown): string;
  visitorTextKeys: ReadonlySet<string>;
  content(role: RecipientRole, data: unknown, ctx: RenderContext): EmailContent;
  suggestions(db: Db, data: unknown, siteUrl: string): Promise<ProgramRecommendation[]>;
}

/** A lead module's export: its typed definition, and the runtime view the registry keeps. */
export type LeadMail<
  S extends z.ZodType = z.ZodType,
  T extends MailType = MailType,
> = LeadMailDefinition<S, T> & {
  readonly runtime: LeadMailRuntime;
};

export function defineLeadMail<S extends z.ZodType, T extends MailType>(
  definition: LeadMailDefinition<S, T>,
): LeadMail<S, T> {
  type Data = z.output<S>;
  // The one place where `unknown` becomes the module's data type: every value
  // reaching these functions was produced by this schema (parse() below, or
  // an outbox row that enqueueFormEmails wrote from its output).
  const asData = (value: unknown) => value as Data;
  const runtime: LeadMailRuntime = {
    formType: definition.formType,
    parse(input) {
      const result = definition.schema.safeParse(input);
      return result.success
        ? { success: true, data: result.data }
        : { success: false, issues: result.error.issues };
    },
    async prepare(db, value) {
      const data = asData(value);
      const resolved = definition.catalogue
        ? await definition.catalogue(db, data)
        : { ok: true as const, data };
      if (!resolved.ok) return resolved;
      return {
        ok: true,
        data: definition.complete ? definition.complete(resolved.data) : resolved.data,
      };
    },
    withoutComputedFields(input) {
      const computed = definition.computedFields ?? [];
      if (!input || typeof input !== "object" || Array.isArray(input) || computed.length === 0)
        return input;
      return Object.fromEntries(
        Object.entries(input).filter(([key]) => !(computed as readonly string[]).includes(key)),
      );
    },
    visitorAddress: (value) => definition.visitorAddress(asData(value)),
    visitorName: (value) => definition.visitorName(asData(value)),
    visitorTextKeys: new Set<string>(definition.visitorText),
    content: (role, value, ctx) => definition.templates[role](asData(value), ctx),
    suggestions: async (db, value, siteUrl) =>
      definition.suggestions ? definition.suggestions(db, asData(value), siteUrl) : [],
  };
  return { ...definition, runtime };
}
