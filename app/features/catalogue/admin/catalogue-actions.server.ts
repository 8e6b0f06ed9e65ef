import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { AdminUser } from "#server/auth/sessions";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { logError } from "#app/features/errors/log.server";
import { told } from "#common/outcome";
import {
  failed,
  invalid,
  refusalToast,
  refusedWith,
  type RefusalInit,
} from "#app/lib/action-result";
import type { FieldErrors } from "#app/lib/form";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import {
  isId,
  parseCatalogueForm,
  readCatalogueForm,
  type CatalogueValues,
} from "./catalogue-form";
import { catalogueDb, type DeleteOutcome } from "./catalogue-crud.server";
import type { SaveOutcome, SaveRefusal } from "./catalogue-writes.server";
import { capitalised, type CatalogueKind } from "./catalogue-ui";

/**
 * The create and edit actions of every product type (books, grants, NTW
 * programs): one flow, so a refusal, a confirmation or a failed save reads
 * the same everywhere. Each type brings its schema, its lists and its
 * storage functions (bound by defineCatalogueAdmin).
 */
export interface CatalogueActionSpec<S extends z.ZodType> {
  kind: CatalogueKind;
  schema: S;
  lists: readonly string[];
}

/** What a create or edit action answers: a redirect with its toast, or the refusal. */
export type CatalogueActionAnswer = Promise<Response | ReturnType<typeof invalid<CatalogueValues>>>;

/** The edit page's and action's 404, in the type's words. */
export function notFoundMessage(kind: CatalogueKind): string {
  return `This ${kind.one} does not exist any more. It may have been deleted.`;
}

interface Saved {
  title: string;
}

/**
 * The refusals of one form, each with its toast ("The book was not saved")
 * over what to do next; the fields or the form's alert say the rest.
 */
function refusalsOf(kind: CatalogueKind, what: "created" | "saved" | "deleted") {
  const toast = (message: string) => refusalToast(message, `The ${kind.one} was not ${what}`);
  return {
    invalid: (fieldErrors: FieldErrors, values: CatalogueValues, init: ResponseInit = {}) =>
      invalid(fieldErrors, values, { ...init, toast: toast("Check the highlighted fields.") }),
    failed: (message: string, values: CatalogueValues, init: RefusalInit = {}) =>
      failed(message, values, { ...init, toast: toast(message) }),
    refused: (
      outcome: SaveRefusal | Exclude<DeleteOutcome, { ok: true }>,
      values: CatalogueValues,
    ) => refusedWith(outcome, values, { toast: toast(told(outcome)) }),
  };
}

type Refusals = ReturnType<typeof refusalsOf>;

/** A save's refusal at its field, or for the form as a whole; a vanished item is `notFound`. */
function refusedSave(
  refuse: Refusals,
  outcome: SaveRefusal,
  values: CatalogueValues,
  notFound: string,
) {
  if (outcome.reason === "not-found") return refuse.failed(notFound, values, { status: 404 });
  return outcome.field
    ? refuse.invalid({ [outcome.field]: told(outcome) }, values, { status: 409 })
    : refuse.refused(outcome, values);
}

/** A fault while saving: logged, and the editor told that nothing was saved. */
function faultySave(refuse: Refusals, error: unknown, values: CatalogueValues, failure: string) {
  logError(error, failure);
  return refuse.failed("Nothing was saved. Please try again.", values);
}

export async function createCatalogueItem<S extends z.ZodType, T extends Saved>(
  request: Request,
  spec: CatalogueActionSpec<S> & {
    create: (db: Db, actor: AdminUser, input: z.output<S>) => Promise<SaveOutcome<T>>;
    /** The success toast's sentence, e.g. where the new item is on the site. */
    createdDescription: (item: T) => string;
  },
): CatalogueActionAnswer {
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const refuse = refusalsOf(spec.kind, "created");
  const parsed = parseCatalogueForm(spec.schema, formData, spec.lists);
  if (!parsed.success) return refuse.invalid(parsed.fieldErrors, parsed.values);
  const values = readCatalogueForm(formData, spec.lists);
  try {
    const created = await spec.create(catalogueDb(), actor, parsed.data);
    if (!created.ok) return refusedSave(refuse, created, values, notFoundMessage(spec.kind));
    return redirectWithToast(spec.kind.base, {
      type: "success",
      title: `${capitalised(spec.kind.one)} created`,
      description: spec.createdDescription(created.value),
    });
  } catch (error) {
    return faultySave(refuse, error, values, `Failed to create a ${spec.kind.one}`);
  }
}

export async function editCatalogueItem<S extends z.ZodType>(
  request: Request,
  id: string | undefined,
  spec: CatalogueActionSpec<S> & {
    update: (
      db: Db,
      actor: AdminUser,
      id: string,
      input: z.output<S>,
    ) => Promise<SaveOutcome<Saved>>;
    remove: (db: Db, actor: AdminUser, id: string) => Promise<DeleteOutcome>;
  },
): CatalogueActionAnswer {
  const notFound = notFoundMessage(spec.kind);
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  if (!isId(id)) throw data({ error: notFound }, { status: 404 });
  const values = readCatalogueForm(formData, spec.lists);
  const intent = formData.get("intent");
  const Name = capitalised(spec.kind.one);

  if (intent === "delete") {
    const refuse = refusalsOf(spec.kind, "deleted");
    // A delete is confirmed first; a post without the confirmation (a
    // crafted or replayed one) only reaches the confirmation page.
    if (formData.get("confirm") !== "yes") throw redirect(`${spec.kind.base}/${id}?delete`, 303);
    const outcome = await spec.remove(catalogueDb(), actor, id);
    if (!outcome.ok) {
      return outcome.reason === "not-found"
        ? refuse.failed(notFound, values, { status: 404 })
        : refuse.refused(outcome, values);
    }
    return redirectWithToast(spec.kind.base, {
      type: "success",
      title: `${Name} deleted`,
      description: `"${outcome.value.title}" is no longer on the site.`,
    });
  }

  const refuse = refusalsOf(spec.kind, "saved");
  if (intent === "update") {
    const parsed = parseCatalogueForm(spec.schema, formData, spec.lists);
    if (!parsed.success) return refuse.invalid(parsed.fieldErrors, parsed.values);
    try {
      const saved = await spec.update(catalogueDb(), actor, id, parsed.data);
      if (!saved.ok) return refusedSave(refuse, saved, values, notFound);
      return redirectWithToast(spec.kind.base, {
        type: "success",
        title: `${Name} saved`,
        description: `"${saved.value.title}" is updated on the site.`,
      });
    } catch (error) {
      return faultySave(refuse, error, values, `Failed to save a ${spec.kind.one}`);
    }
  }

  return refuse.failed("This request could not be read.", values, { status: 400 });
}
