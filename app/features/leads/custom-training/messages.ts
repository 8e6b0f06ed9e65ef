/** The custom training request's texts (spec §2, §8), verbatim; shared by the route, the form and tests. */
export const CUSTOM_TRAINING_SUCCESS = {
  title: "Request Submitted",
  description: "We've received your custom training request. Our team will contact you shortly.",
} as const;

export const CUSTOM_TRAINING_FAILURE = {
  title: "Submission Failed",
  description: "There was a problem submitting your request. Please try again.",
} as const;

export const CUSTOM_TRAINING_RECEIVED = "Request Received";
export const CUSTOM_TRAINING_AGAIN = "Submit Another Request";
