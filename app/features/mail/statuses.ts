export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "skipped", "held"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const PAGE_SIZE = 50;

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value);
}
