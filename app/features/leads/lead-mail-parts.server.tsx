import type { ReactNode } from "react";
import { receivedLabel } from "#server/email/templates/format";
import { ContactActions, Details, H1, P, type DetailItem } from "#server/email/templates/layout";

/** Who sent the lead: the buttons to answer them, and the name the team greets. */
export interface LeadContact {
  email: string;
  phone?: string | null;
  name: string;
}

/**
 * The body of the team's copy of every lead mail: who to answer and how soon
 * the form promised it, one click to reply, then what the visitor sent and
 * when it arrived. One shape, so the team reads every lead type the same way.
 */
export function TeamLeadBody({
  heading,
  promise,
  notes,
  contact,
  items,
  receivedAt,
  children,
}: {
  heading: ReactNode;
  /** The answer time the visitor was promised, or the result the team acts on. */
  promise?: ReactNode;
  /** Further paragraphs before the reply buttons (a booking that awaits its confirmation). */
  notes?: ReactNode;
  contact: LeadContact;
  items: DetailItem[];
  receivedAt: Date;
  /** Further details after the main list (the quiz's answers). */
  children?: ReactNode;
}) {
  return (
    <>
      <H1>{heading}</H1>
      {promise ? <P>{promise}</P> : null}
      {notes}
      <ContactActions email={contact.email} phone={contact.phone} name={contact.name} />
      <Details items={[...items, { label: "Received", value: receivedLabel(receivedAt) }]} />
      {children}
    </>
  );
}

/**
 * For lead forms whose data has the sender's `email` at the top: the visitor's
 * copy goes to that address and greets the name under `nameKey`
 * (`defineLeadMail`'s `visitorAddress` and `visitorName`).
 */
export function visitorIsSender<K extends string>(nameKey: K) {
  return {
    visitorAddress: (data: { email: string }) => data.email,
    visitorName: (data: Record<K, string>) => data[nameKey],
  };
}
