import { TitledSection } from "#app/features/backoffice/shell/titled-section";
import { schemaCheck } from "#app/lib/form";
import { confirmGroupPaymentSchema } from "./booking-changes.schema";
import { awaitsConfirmation, type Attendee } from "./attendees";
import { PaymentFields } from "./payment-fields";
import { defaultAmount } from "./payments";
import { RowDisclosureForm, useRowForm } from "./row-form";

const checkGroup = schemaCheck(confirmGroupPaymentSchema);

interface GroupView {
  id: string;
  reference: string;
  company: string;
  price: string | null;
  unpaid: number;
  paid: number;
  waiting: number;
  awaitingBooker: boolean;
}

/** The course's HRDC groups, from their attendees' rows. */
function groupsOf(attendees: Attendee[]): GroupView[] {
  const groups = new Map<string, GroupView>();
  for (const a of attendees) {
    if (!a.groupId || !a.groupReference || a.status === "cancelled") continue;
    const group = groups.get(a.groupId) ?? {
      id: a.groupId,
      reference: a.groupReference,
      company: a.company ?? a.groupReference,
      price: a.price,
      unpaid: 0,
      paid: 0,
      waiting: 0,
      awaitingBooker: false,
    };
    if (awaitsConfirmation(a)) group.awaitingBooker = true;
    else if (a.status === "registered") group.unpaid++;
    else if (a.status === "confirmed") group.paid++;
    else group.waiting++;
    groups.set(a.groupId, group);
  }
  return [...groups.values()];
}

function GroupPaymentForm({ group, today }: { group: GroupView; today: string }) {
  const row = useRowForm("confirm-group", "groupId", group.id, checkGroup);
  const seats = `${group.unpaid} ${group.unpaid === 1 ? "seat" : "seats"}`;
  return (
    <RowDisclosureForm
      row={row}
      summary={`Confirm payment for ${seats}…`}
      submit={`Confirm payment for ${seats}`}
      pendingLabel="Confirming…"
    >
      <p className="text-sm">
        {group.company} paid for its {seats} held; each attendee is told their seat is confirmed.
        Waiting attendees are not covered.
      </p>
      <PaymentFields
        field={row.field}
        amount={defaultAmount(group.price, group.unpaid)}
        method="hrdc"
        today={today}
      />
    </RowDisclosureForm>
  );
}

/** Each HRDC group of the course with its seats paid and unpaid, paid for at once. */
export function GroupPayments({ attendees, today }: { attendees: Attendee[]; today: string }) {
  const groups = groupsOf(attendees);
  if (groups.length === 0) return null;
  return (
    <TitledSection id="groups" title={`HRDC groups (${groups.length})`}>
      <ul className="divide-y rounded-lg border bg-background">
        {groups.map((group) => (
          <li key={group.id} className="grid gap-2 px-4 py-3 sm:flex sm:flex-wrap sm:items-start">
            <span className="min-w-0 flex-1 basis-56">
              <span className="block font-medium break-words">{group.company}</span>
              <span className="block text-sm text-muted-foreground">
                <span className="font-mono">{group.reference}</span> · {group.paid} paid ·{" "}
                {group.unpaid} unpaid
                {group.waiting > 0 && ` · ${group.waiting} waiting`}
              </span>
            </span>
            {group.awaitingBooker ? (
              <span className="text-sm text-amber-800">Awaiting the booker's confirmation</span>
            ) : group.unpaid > 0 ? (
              <GroupPaymentForm group={group} today={today} />
            ) : (
              <span className="text-sm text-muted-foreground">Nothing left to pay</span>
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
