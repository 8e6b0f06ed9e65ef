/**
 * Every table, one file per domain. Callers and drizzle-kit import this index
 * ("db/schema"), so moving a table between domain files changes no import.
 */
export * from "./attendance";
export * from "./auth";
export * from "./backoffice";
export * from "./blog";
export * from "./book-orders";
export * from "./catalogue";
export * from "./certificates";
export * from "./hrdc";
export * from "./infra";
export * from "./leads";
export * from "./payments";
export * from "./feedback";
export * from "./tickets";
export * from "./online-payments";
export * from "./invoices";
