/** The NTW page's texts, verbatim from shop.md §2, §4 and §8. */
export const NTW_SUCCESS = {
  title: "Registration Successful!",
  description: "Thank you for your registration. Details have been sent to your email.",
} as const;
export const NTW_FAILURE = {
  title: "Registration Failed",
  description: "There was a problem with your registration. Please try again.",
} as const;
export const NTW_LOAD_FAILURE = {
  title: "Error",
  description: "Failed to load NTW programs. Please try again later.",
} as const;
export const NTW_EMPTY = "No programs currently available. Please check back later.";
export const NTW_FOLLOW_UP_TITLE = "Interested in Advanced AI Training?";
/** The official National Training Week portal, where the e-certificate is issued. */
export const NTW_PORTAL_URL = "https://ntw.hrdcorp.gov.my";
