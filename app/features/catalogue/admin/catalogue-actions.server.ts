import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import type { AdminUser } from "#server/auth/sessions";
import { requireRoleMutation } from "#app/features/team/auth.server";
import { logError } from "#app/features/errors/log.server";
import { failed, invalid, refusedWith } from "#app/lib/action-result";
import { readFormData } from "#app/lib/form-data.server";
import { redirectWithToast } from "#app/lib/toast.server";
import {
  isId,
  parseCatalogueForm,
  readCatalogueForm,
  type CatalogueValues,
} from "./catalogue-form";
import { CatalogueRefusal, catalogueDb, type DeleteOutcome } from "./catalogue-crud.server";
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

/** A refusal at its field, or for the form as a whole; anything else is logged and reported. */
function refusedSave(error: unknown, values: CatalogueValues, failure: string) {
  if (error instanceof CatalogueRefusal) {
    return error.field
      ? invalid({ [error.field]: error.message }, values, { status: error.status })
      : failed(error.message, values, { status: error.status });
  }
  logError(error, failure);
  return failed("Nothing was saved. Please try again.", values);
}

export async function createCatalogueItem<S extends z.ZodType, T extends Saved>(
  request: Request,
  spec: CatalogueActionSpec<S> & {
    create: (db: Db, actor: AdminUser, input: z.output<S>) => Promise<T>;
    /** The success toast's sentence, e.g. where the new item is on the site. */
    createdDescription: (item: T) => string;
  },
): CatalogueActionAnswer {
  const actor = await requireRoleMutation(request, "editor");
  const formData = await readFormData(request);
  const parsed = parseCatalogueForm(spec.schema, formData, spec.lists);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const values = readCatalogueForm(formData, spec.lists);
  try {
    const item = await spec.create(catalogueDb(), actor, parsed.data);
    return redirectWithToast(spec.kind.base, {
      type: "success",
      title: `${capitalised(spec.kind.one)} created`,
      description: spec.createdDescription(item),
    });
  } catch (error) {
    return refusedSave(error, values, `Failed to create a ${spec.kind.one}`);
  }
}

export async function editCatalogueItem<S extends z.ZodType>(
  request: Request,
  id: string | undefined,
  spec: CatalogueActionSpec<S> & {
    update: (db: Db, actor: AdminUser, id: string, input: z.output<S>) => Promise<Saved | null>;
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
    // A delete is confirmed first; a post without the confirmation (a
    // crafted or replayed one) only reaches the confirmation page.
    if (formData.get("confirm") !== "yes") throw redirect(`${spec.kind.base}/${id}?delete`, 303);
    const outcome = await spec.remove(catalogueDb(), actor, id);
    if (!outcome.ok) {
      return outcome.reason === "not-found"
        ? failed(notFound, values, { status: 404 })
        : refusedWith(outcome, values);
    }
    return redirectWithToast(spec.kind.base, {
      type: "success",
      title: `${Name} deleted`,
      description: `"${outcome.value.title}" is no longer on the site.`,
    });
  }

  if (intent === "update") {
    const parsed = parseCatalogueForm(spec.schema, formData, spec.lists);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    try {
      const item = await spec.update(catalogueDb(), actor, id, parsed.data);
      if (!item) return failed(notFound, values, { status: 404 });
      return redirectWithToast(spec.kind.base, {
        type: "success",
        title: `${Name} saved`,
        description: `"${item.title}" is updated on the site.`,
      });
    } catch (error) {
      return refusedSave(error, values, `Failed to save a ${spec.kind.one}`);
    }
  }

  return failed("This request could not be read.", values, { status: 400 });
}
