import { notice } from "#app/components/forms/notice";

/**
 * The custom training request's texts, word for word from the original site; shared by the
 * route, the form and tests.
 */
export const CUSTOM_TRAINING_SUCCESS = notice(
  "Request Submitted",
  "We've received your custom training request. Our team will contact you shortly.",
);

export const CUSTOM_TRAINING_FAILURE = notice(
  "Submission Failed",
  "There was a problem submitting your request. Please try again.",
);

export const CUSTOM_TRAINING_RECEIVED = "Request Received";
export const CUSTOM_TRAINING_AGAIN = "Submit Another Request";
