import { notice } from "#app/components/forms/notice";
import {
  REGISTRATION_FAILURE,
  REGISTRATION_SUCCESS,
} from "#app/features/registrations/registration-messages";

/** The NTW page's texts, word for word from the original site. */
// An NTW registration is answered in the words of any other registration.
export const NTW_SUCCESS = REGISTRATION_SUCCESS;
export const NTW_FAILURE = REGISTRATION_FAILURE;
export const NTW_EMPTY = "No programs currently available. Please check back later.";
export const NTW_FOLLOW_UP_TITLE = "Interested in Advanced AI Training?";
/** The official National Training Week portal, where the e-certificate is issued. */
export const NTW_PORTAL_URL = "https://ntw.hrdcorp.gov.my";
/** The programs could not be read: the page says so in place of the list. */
export const NTW_LOAD_FAILURE = notice(
  "Error",
  "Failed to load NTW programs. Please try again later.",
);
