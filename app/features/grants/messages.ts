/** The grant inquiry's texts (spec §8), verbatim; shared by the route, the dialog and tests. */
export const GRANT_INQUIRY_SUCCESS = {
  title: "Inquiry Submitted Successfully",
  description:
    "Thank you for your interest. We'll contact you shortly about this grant opportunity.",
} as const;

/** The page's own confirmation, shown with the same text as the toast. */
export const GRANT_INQUIRY_CONFIRMATION_TITLE = "Inquiry Submitted";

export const GRANT_INQUIRY_FAILURE = {
  title: "Submission Failed",
  description: "There was an error submitting your inquiry. Please try again.",
} as const;

export const GRANT_INQUIRY_EXCEPTION = {
  title: "Submission Error",
  description: "An unexpected error occurred. Please try again later.",
} as const;

export const GRANT_INQUIRY_INTENT = "grant-inquiry";
