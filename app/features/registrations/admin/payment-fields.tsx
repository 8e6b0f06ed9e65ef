import { InputField } from "#app/components/admin/input-field";
import { SelectField, TextField } from "#app/components/ui/form-fields";
import type { FieldWiring } from "#app/lib/form-wiring";
import { PAYMENT_REFERENCE_MAX } from "./booking-changes.schema";
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type PaymentMethod } from "./payments";

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABEL[value],
}));

/** Amount, method, reference and day of a payment: one seat's form and a group's alike. */
export function PaymentFields({
  field,
  amount,
  method,
  today,
}: {
  field: FieldWiring["field"];
  /** The default amount (MYR): the price of the seats it covers. */
  amount: string;
  method: PaymentMethod;
  /** Today in Malaysia, the default day and the latest one. */
  today: string;
}) {
  const bound = (name: string, fallback: string) => {
    const wired = field(name);
    return { ...wired, defaultValue: wired.defaultValue ?? fallback };
  };
  return (
    <div className="grid">
      <TextField
        label="Amount (MYR)"
        {...bound("amount", amount)}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <SelectField label="Method" {...bound("method", method)} options={METHOD_OPTIONS} />
      <TextField
        label="Reference (optional)"
        {...bound("reference", "")}
        maxLength={PAYMENT_REFERENCE_MAX}
        autoComplete="off"
        description="The bank's, cheque's or HRD Corp's number."
      />
      <InputField
        label="Paid on"
        error={field("paidOn").error}
        type="date"
        name="paidOn"
        max={today}
        required
        defaultValue={field("paidOn").defaultValue ?? today}
      />
    </div>
  );
}
