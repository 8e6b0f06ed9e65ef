/** The back office's audit log writer (issue 14 §10); it lives in server/ for the uploads too. */
export { recordAudit, type AuditEntry } from "#server/audit";
