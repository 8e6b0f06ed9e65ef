/** The back office's audit log writer; it lives in server/ for the uploads too. */
export { recordAudit, type AuditEntry } from "#server/audit";
