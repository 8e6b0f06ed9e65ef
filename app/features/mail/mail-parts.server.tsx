import { Nowrap, P } from "#server/email/templates/layout";
import { business } from "#common/business";

/**
 * The closing line of a mail about something of the reader's (a registration,
 * a booking, an order, an invoice): reply, quoting its reference so the team
 * finds it, or call. One wording, so every mail tells people the same way.
 */
export function QuestionsLine({ reference }: { reference?: string | null }) {
  return (
    <P>
      Questions? Just reply to this e-mail
      {reference ? <> quoting {reference}</> : null} or call us at <Nowrap>{business.phone}</Nowrap>
      .
    </P>
  );
}
