/**
 * How each kind of the leads index reads on screen. A book order is a lead of
 * kind "registration" whose product is a book; "book_order" is its name where
 * a screen counts it apart (leadKindLabel in the leads inbox).
 */
export const LEAD_KIND_LABELS: Record<string, string> = {
  callback: "Callbacks",
  quiz: "Quiz results",
  registration: "Registrations",
  book_order: "Book orders",
  registration_group: "HRDC groups",
  ntw: "NTW registrations",
  grant_inquiry: "Grant inquiries",
  custom_training: "Custom training",
  visitor: "Visitor details",
};
