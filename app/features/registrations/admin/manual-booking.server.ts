import type { AdminUser } from "#server/auth/sessions";
import type { Tx } from "#server/db/client";
import { conflict, notFound, ok, type ChangeOutcome } from "#common/outcome";
import { recordAudit } from "#app/features/audit/audit.server";
import { register, registerGroup } from "#app/features/registrations/register.server";
import type { RegistrationInput } from "#app/features/registrations/registration.schema";
import type { RegistrationOutcome } from "#app/features/registrations/registration-outcome.server";
import type { PastedRow } from "./attendee-paste";
import type { HrdcBookingInput, WalkInInput } from "./manual-booking.schema";

// The team's own bookings: the public form's register()/registerGroup(), so the
// same seats, waiting list and duplicates rules apply; trusted (firm at once),
// mailed if the team says so, audited in the same transaction.

interface Course {
  id: string;
  title: string;
}

/** What a refusal of register() means to the team, in a sentence. */
function refusalOf(outcome: RegistrationOutcome, email: string): ChangeOutcome | null {
  switch (outcome.kind) {
    case "on-file": {
      const [first] = outcome.registrations;
      return conflict(
        `${first?.email ?? email} already has a place in this course (${first?.reference ?? ""}${first?.status === "waitlisted" ? ", waiting list" : ""}).`,
      );
    }
    case "already":
      return conflict(
        `${email} already has a place in this course (${outcome.reference}${outcome.waitlisted ? ", waiting list" : ""}).`,
      );
    case "pending":
    case "received":
      return conflict(`${email} already has a booking in this course (${outcome.reference}).`);
    case "closed":
      return conflict(
        "Registration for this course is closed: it has started, or it is not published.",
      );
    case "mode-not-offered":
      return conflict("This course does not offer that way of paying.");
    case "key-reused":
      return conflict("This form was already sent. Reload the page and try again.");
    case "not-found":
      return notFound("This course does not exist any more.");
    default:
      return null;
  }
}

/** The public form's registration of a booking the team makes for someone (no marketing opt-in). */
function registrationOf(
  course: Course,
  form: WalkInInput | HrdcBookingInput,
  mode: RegistrationInput["mode"],
): RegistrationInput {
  const { name, email, phone, org, role, idempotencyKey } = form;
  const product = { productType: "masterclass", productId: course.id } as const;
  return { mode, ...product, name, email, phone, org, role, idempotencyKey, marketingOptIn: false };
}

/** One person added by hand: seated while seats remain, else on the waiting list. */
export async function addWalkIn(
  actor: AdminUser,
  course: Course,
  form: WalkInInput,
): Promise<ChangeOutcome> {
  const input = registrationOf(course, form, form.mode);
  const outcome = await register(input, {
    backOffice: {
      mail: form.sendMail,
      record: async (tx: Tx, stored: RegistrationOutcome) => {
        if (stored.kind !== "registered" && stored.kind !== "waitlisted") return;
        await recordAudit(tx, actor, {
          action: "registration.add",
          targetType: "registration",
          targetId: stored.reference,
          summary: `Added ${stored.reference} by hand to ${course.title} (${stored.kind === "waitlisted" ? "waiting list" : "seat"})`,
          details: {
            reference: stored.reference,
            courseId: course.id,
            mode: form.mode,
            status: stored.kind,
            mailed: form.sendMail,
          },
        });
      },
    },
  });
  const refusal = refusalOf(outcome, form.email);
  if (refusal) return refusal;
  if (outcome.kind === "waitlisted")
    return ok(`The course is full: ${form.name} is on the waiting list (${outcome.reference})`);
  if (outcome.kind === "registered") return ok(`Added ${form.name} (${outcome.reference})`);
  return conflict("The registration could not be added. Reload the page and try again.");
}

/** An HRDC group the company sent its list for: one booking, its attendees seated in order. */
export async function addHrdcGroup(
  actor: AdminUser,
  course: Course,
  form: HrdcBookingInput,
  attendees: PastedRow[],
): Promise<ChangeOutcome> {
  const input = registrationOf(course, form, "hrdc");
  const group = {
    ssmNumber: form.ssmNumber,
    selfAttending: form.selfAttending,
    rows: attendees.map((row, index) => ({
      index,
      name: row.name,
      email: row.email,
      role: row.role,
    })),
  };
  const outcome = await registerGroup(input, group, {
    backOffice: {
      mail: form.sendMail,
      record: async (tx: Tx, stored: RegistrationOutcome) => {
        if (stored.kind !== "group") return;
        await recordAudit(tx, actor, {
          action: "registration.add_group",
          targetType: "registration_group",
          targetId: stored.reference,
          summary: `Added the HRDC booking ${stored.reference} by hand to ${course.title} (${stored.registered} seated, ${stored.waitlisted} waiting)`,
          details: {
            reference: stored.reference,
            courseId: course.id,
            registered: stored.registered,
            waitlisted: stored.waitlisted,
            skipped: stored.skipped,
            mailed: form.sendMail,
          },
        });
      },
    },
  });
  if (outcome.kind === "on-file")
    return conflict(
      `Everyone in this list already has a place in this course (${outcome.registrations.map((r) => r.reference).join(", ")}).`,
    );
  if (outcome.kind === "already")
    return conflict(
      `Everyone in this list already has a place in this course (${outcome.reference}).`,
    );
  const refusal = refusalOf(outcome, form.email);
  if (refusal) return refusal;
  if (outcome.kind !== "group")
    return conflict("The booking could not be added. Reload the page and try again.");
  const parts = [
    `${outcome.registered} seated`,
    outcome.waitlisted > 0 ? `${outcome.waitlisted} on the waiting list (the course is full)` : "",
    outcome.skipped > 0 ? `${outcome.skipped} already registered, left as they were` : "",
  ].filter(Boolean);
  return ok(`Added ${form.org} (${outcome.reference}): ${parts.join(", ")}`);
}
