/** The grant an inquiry is about, as its form shows it. */
export interface InquiryGrant {
  id: string;
  title: string;
}

export const GRANTS_PATH = "/shop/grants";

/** Where the no-JavaScript form lives: the page with that grant's form open, scrolled to its card. */
export const inquireHref = (grantId: string) =>
  `${GRANTS_PATH}?inquire=${encodeURIComponent(grantId)}#grant-${grantId}`;
