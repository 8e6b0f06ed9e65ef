import { CreditCard, FileText } from "lucide-react";

/** The form field that asks for Pay now ("now") rather than an invoice ("invoice"). */
export const PAY_FIELD = "pay";

export type PayChoiceValue = "now" | "invoice";

/**
 * Pay now or by invoice, for a self-paid seat or a book order when online
 * payment is on. Plain radios, so it works before JavaScript; the form's
 * button follows the choice once it runs.
 */
export function PayChoice({
  value,
  onChange,
  book,
}: {
  value: PayChoiceValue;
  onChange: (value: PayChoiceValue) => void;
  book: boolean;
}) {
  const options = [
    {
      value: "now" as const,
      Icon: CreditCard,
      label: "Pay now",
      hint: book
        ? "Card or FPX online banking, on Stripe's secure page."
        : "Card or FPX online banking, on Stripe's secure page. Your seat is confirmed once paid.",
    },
    {
      value: "invoice" as const,
      Icon: FileText,
      label: "Pay by invoice",
      hint: "We e-mail you an invoice to pay by bank transfer.",
    },
  ];
  return (
    <fieldset className="mb-4" data-slot="pay-choice">
      <legend className="text-sm font-medium">When would you like to pay? *</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map(({ value: option, Icon, label, hint }) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={PAY_FIELD}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span className="block text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
