/** The session's role (server/auth/sessions.ts AdminRole). */
export type AdminRole = "admin" | "editor" | "door";

export interface NavItem {
  to: string;
  label: string;
  /** Who sees it; the route itself checks the role on the server all the same. */
  roles: readonly AdminRole[];
  end?: boolean;
}

const BOTH = ["admin", "editor"] as const;
const ADMINS = ["admin"] as const;
// Door staff see the check-in alone (docs/decisions/0041-tickets-and-check-in.md).
const AT_THE_DOOR = ["admin", "door"] as const;

/** The side navigation, in its order. Leads, registrations, book orders, invoices, mail and privacy hold personal data. */
export const BACK_OFFICE_NAV: readonly NavItem[] = [
  { to: "/admin", label: "Dashboard", roles: BOTH, end: true },
  { to: "/admin/leads", label: "Leads", roles: ADMINS },
  { to: "/admin/registrations", label: "Registrations", roles: ADMINS },
  { to: "/admin/check-in", label: "Check-in", roles: AT_THE_DOOR },
  { to: "/admin/hrdc", label: "HRDC pipeline", roles: ADMINS },
  { to: "/admin/book-orders", label: "Book orders", roles: ADMINS },
  { to: "/admin/invoices", label: "Invoices", roles: ADMINS },
  { to: "/admin/mail", label: "Mail", roles: ADMINS },
  { to: "/admin/masterclasses", label: "Masterclasses", roles: BOTH },
  { to: "/admin/books", label: "Books", roles: BOTH },
  { to: "/admin/grants", label: "Grants", roles: BOTH },
  { to: "/admin/ntw", label: "NTW programs", roles: BOTH },
  { to: "/admin/certificates", label: "Certificates", roles: ADMINS },
  { to: "/admin/blog", label: "Blog", roles: BOTH },
  { to: "/admin/feedback", label: "Feedback", roles: BOTH },
  { to: "/admin/team", label: "Team", roles: ADMINS },
  { to: "/admin/audit", label: "Audit log", roles: ADMINS },
  { to: "/admin/privacy", label: "Privacy (PDPA)", roles: ADMINS },
];

export function navFor(role: AdminRole): NavItem[] {
  return BACK_OFFICE_NAV.filter((item) => item.roles.includes(role));
}
