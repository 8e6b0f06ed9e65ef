import { notice } from "#app/components/forms/notice";

/**
 * The grant inquiry's texts, word for word from the original site; shared by the route, the
 * dialog and tests.
 */
export const GRANT_INQUIRY_SUCCESS = notice(
  "Inquiry Submitted Successfully",
  "Thank you for your interest. We'll contact you shortly about this grant opportunity.",
);

/** The page's own confirmation, shown with the same text as the toast. */
export const GRANT_INQUIRY_CONFIRMATION_TITLE = "Inquiry Submitted";

export const GRANT_INQUIRY_FAILURE = notice(
  "Submission Failed",
  "There was an error submitting your inquiry. Please try again.",
);

export const GRANT_INQUIRY_EXCEPTION = notice(
  "Submission Error",
  "An unexpected error occurred. Please try again later.",
);

export const GRANT_INQUIRY_INTENT = "grant-inquiry";
