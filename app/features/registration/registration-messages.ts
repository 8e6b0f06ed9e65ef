/** Spec §8: the registration dialog's toasts, and ours for the states the spec does not have. */
export const REGISTRATION_SUCCESS = {
  title: "Registration Successful!",
  description: "Thank you for your registration. Details have been sent to your email.",
};
export const REGISTRATION_FAILURE = {
  title: "Registration Failed",
  description: "There was a problem with your registration. Please try again.",
};
export const REGISTRATION_CLOSED = "Registration has closed: this course has already started.";
export const MODE_NOT_OFFERED = "This payment option is not offered for this course.";
export const PRODUCT_GONE = "This course or book is no longer available.";
export const REOPEN_FORM = "Please reopen the registration form and try again.";

/** What the server answers the dialog after a stored (or found) registration. */
export type RegistrationDone = {
  status: "success";
  outcome: "registered" | "waitlisted" | "already" | "group";
  reference: string;
  waitlisted: boolean;
  /** An HRDC booking for several staff: how many were seated, waitlisted, already registered. */
  group?: { registered: number; waitlisted: number; skipped: number };
};

const attendees = (n: number) => `${n} attendee${n === 1 ? "" : "s"}`;

/** The toast for an answer, with the reference the visitor should quote. */
export function registrationToast(done: RegistrationDone): { title: string; description: string } {
  const quote = `Your reference is ${done.reference}.`;
  if (done.outcome === "already") {
    return {
      title: done.waitlisted ? "You are already on the waiting list" : "You are already registered",
      description: `${quote} The details are in the e-mail we sent you.`,
    };
  }
  if (done.outcome === "group" && done.group) {
    const { registered, waitlisted, skipped } = done.group;
    const parts = [
      registered > 0 ? `${attendees(registered)} registered` : null,
      waitlisted > 0 ? `${attendees(waitlisted)} on the waiting list` : null,
      skipped > 0 ? `${attendees(skipped)} already registered before` : null,
    ].filter(Boolean);
    return {
      title: REGISTRATION_SUCCESS.title,
      description: `${parts.join(", ")}. Each attendee gets their own confirmation and you get the HRDC steps by e-mail. Your booking reference is ${done.reference}.`,
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
