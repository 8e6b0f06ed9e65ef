import { SelectField, TelField, TextField } from "#app/components/ui/form-fields";
import type { FieldWiring } from "#app/lib/form-wiring";
import { ADDRESS_LIMITS, MALAYSIAN_STATES } from "./book-format";

const STATE_OPTIONS = [
  { value: "", label: "Choose the state" },
  ...MALAYSIAN_STATES.map((state) => ({ value: state, label: state })),
];

/**
 * A paperback order's delivery address, in the order form. Rendered by the
 * server whenever the book is a paperback (its format is known from the
 * book), so it works without JavaScript; checked by deliveryAddressSchema.
 */
export function DeliveryAddressFields({ field }: { field: FieldWiring["field"] }) {
  return (
    <fieldset className="mb-2 rounded-xl border p-4" data-slot="delivery-address">
      <legend className="px-1 text-sm font-medium">Delivery address (Malaysia)</legend>
      <p className="mb-3 text-sm text-muted-foreground">
        We post the paperback here and e-mail you its tracking number.
      </p>
      <TextField
        label="Recipient's name *"
        {...field("recipientName")}
        autoComplete="shipping name"
        maxLength={ADDRESS_LIMITS.recipientName}
      />
      <TextField
        label="Address line 1 *"
        {...field("addressLine1")}
        autoComplete="shipping address-line1"
        maxLength={ADDRESS_LIMITS.line}
      />
      <TextField
        label="Address line 2"
        {...field("addressLine2")}
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_LIMITS.line}
      />
      <div className="grid gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <TextField
          label="Postcode *"
          {...field("postcode")}
          autoComplete="shipping postal-code"
          inputMode="numeric"
          maxLength={5}
        />
        <TextField
          label="City *"
          {...field("city")}
          autoComplete="shipping address-level2"
          maxLength={ADDRESS_LIMITS.city}
        />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label="State *"
          {...field("state")}
          autoComplete="shipping address-level1"
          options={STATE_OPTIONS}
        />
        <TelField
          label="Recipient's phone *"
          {...field("deliveryPhone")}
          autoComplete="shipping tel"
          inputMode="tel"
          maxLength={ADDRESS_LIMITS.phone}
          description="For the courier, e.g. 012-345 6789"
        />
      </div>
    </fieldset>
  );
}
