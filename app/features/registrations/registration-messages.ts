import { notice } from "#app/components/forms/notice";

/**
 * The registration dialog's toasts, word for word from the original site, and ours for the
 * states it did not have.
 */
export const REGISTRATION_SUCCESS = notice(
  "Registration Successful!",
  "Thank you for your registration. Details have been sent to your email.",
);
export const REGISTRATION_FAILURE = notice(
  "Registration Failed",
  "There was a problem with your registration. Please try again.",
);
export const REGISTRATION_CLOSED = "Registration has closed: this course has already started.";
export const MODE_NOT_OFFERED = "This payment option is not offered for this course.";
export const PRODUCT_GONE = "This course or book is no longer available.";
export const REOPEN_FORM = "Please reopen the registration form and try again.";
export const ADDRESS_NEEDED =
  "This book is now sold as a paperback: reload the page and give the delivery address.";

/** What the server answers the dialog after a stored (or found) registration, besides its toast. */
export type RegistrationDone = {
  /**
   * `pending`: waits for the click on the link we mailed (seat held or not);
   * `received`: stored for our team to check before a seat is given.
   */
  outcome: "registered" | "waitlisted" | "already" | "group" | "pending" | "received" | "on-file";
  /** None for `on-file`: a place found by its address is not shown to whoever typed it. */
  reference?: string;
  /** `on-file`: the address typed, and how many places were found (an HRDC list: several). */
  onFile?: { email: string; count: number };
  waitlisted: boolean;
  /** Pending: the confirmation deadline, as the visitor reads it (written by the server). */
  confirmBy?: string;
  seatHeld?: boolean;
  /** Pay now was chosen, but no seat could wait for the payment: the visitor confirms by mail. */
  unpaidHoldRefused?: boolean;
  /**
   * An HRDC booking for several staff: how many were seated, waitlisted, already
   * registered, and whether the seats are only held until the contact confirms.
   */
  group?: { registered: number; waitlisted: number; skipped: number; pending?: boolean };
};

const attendees = (n: number) => `${n} attendee${n === 1 ? "" : "s"}`;

/**
 * The toast for an answer, with the reference the visitor should quote;
 * written by the server, so the page ships none of these texts.
 */
export function registrationToast(done: RegistrationDone): { title: string; description: string } {
  if (done.outcome === "on-file") {
    const several = (done.onFile?.count ?? 1) > 1;
    return {
      title: "Check your e-mail",
      description: several
        ? "Everyone you listed is already on the list for this course, so nothing new was booked. We have sent each of them their details."
        : `${done.onFile?.email ?? "This address"} is already on the list for this course, so nothing new was booked. We have sent the details to that address.`,
    };
  }
  const quote = `Your reference is ${done.reference}.`;
  if (done.outcome === "already") {
    return {
      title: done.waitlisted ? "You are already on the waiting list" : "You are already registered",
      description: `${quote} The details are in the e-mail we sent you.`,
    };
  }
  if (done.outcome === "received") {
    return {
      title: "Registration received",
      description: `Our team checks it and confirms your place by e-mail within 1 working day. ${quote}`,
    };
  }
  const deadline = done.confirmBy;
  if (done.outcome === "pending") {
    const link = `We have e-mailed you a confirmation link${deadline ? `, valid until ${deadline}` : ""}.`;
    if (done.unpaidHoldRefused) {
      return {
        title: "Please confirm your registration",
        description: `Too many seats on this course are waiting for online payments, so we cannot hold one for yours: nothing has been charged. ${link} Once you confirm, you get a seat if one is free, paid by invoice, or a place on the waiting list. ${quote}`,
      };
    }
    return {
      title: "Please confirm your registration",
      description: `${link} ${
        done.seatHeld
          ? "Your seat is held until then."
          : "Once you confirm, you get a seat if one is free, or a place on the waiting list."
      } ${quote}`,
    };
  }
  if (done.outcome === "group" && done.group) {
    const { registered, waitlisted, skipped, pending } = done.group;
    const parts = [
      registered > 0 ? `${attendees(registered)} ${pending ? "held" : "registered"}` : null,
      waitlisted > 0
        ? pending
          ? `${attendees(waitlisted)} placed once you confirm (a seat if one is free, else the waiting list)`
          : `${attendees(waitlisted)} on the waiting list`
        : null,
      skipped > 0 ? `${attendees(skipped)} already registered before` : null,
    ].filter(Boolean);
    return {
      title: "Please confirm your booking",
      description: `${parts.join(", ")}. We have e-mailed you a confirmation link${deadline ? ` (valid until ${deadline})` : ""}: once you confirm, each attendee gets their own confirmation${pending ? " and the held seats become firm" : ""}. Your booking reference is ${done.reference}.`,
    };
  }
  if (done.outcome === "waitlisted") {
    return {
      title: "You're on the waiting list",
      description: `This course is fully booked. If a seat is released you will be offered it first, by e-mail. ${quote}`,
    };
  }
  return {
    title: REGISTRATION_SUCCESS.title,
    description: `${REGISTRATION_SUCCESS.description} ${quote}`,
  };
}
