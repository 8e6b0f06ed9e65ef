/** Audit log entries per page (the page and its loader agree on it). */
export const AUDIT_PAGE_SIZE = 50;
