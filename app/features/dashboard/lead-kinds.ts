/** How each kind of the leads index reads on screen. */
export const LEAD_KIND_LABELS: Record<string, string> = {
  callback: "Callbacks",
  quiz: "Quiz results",
  registration: "Registrations",
  registration_group: "HRDC groups",
  ntw: "NTW registrations",
  grant_inquiry: "Grant inquiries",
  custom_training: "Custom training",
  visitor: "Visitor details",
};
