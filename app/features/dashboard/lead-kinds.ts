/** How each kind of the leads index reads on the dashboard (bookings are counted apart). */
export const LEAD_KIND_LABELS: Record<string, string> = {
  callback: "Callbacks",
  quiz: "Quiz results",
  ntw: "NTW registrations",
  grant_inquiry: "Grant inquiries",
  custom_training: "Custom training",
  visitor: "Visitor details",
};
