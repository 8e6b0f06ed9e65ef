import { notice } from "#app/components/forms/notice";

/** The visitor dialog's texts, word for word from the original site. */
export const VISITOR_MISSING = notice("Missing information", "Please provide your name and email.");
export const VISITOR_SUCCESS = notice("Welcome to AIHQ Shop!", "Your information has been saved.");
export const VISITOR_FAILURE = notice("Error", "There was a problem saving your information.");
