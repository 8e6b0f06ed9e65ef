import { ListEditor, listFieldErrors } from "#app/components/ui/list-editor";
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/ui/form-fields";
import { ImageField } from "#app/components/ui/image-field";
import { fieldBinder } from "#app/lib/field-binding";
import { uploadBrochure } from "#app/lib/uploads";
import { FieldGroup, FieldPair } from "#app/features/blog/admin/post-fields";
import { IMAGE_UPLOAD } from "#app/features/blog/admin/upload";
import { MASTERCLASS_LIMITS as LIMITS, listFromValues, rowsFromValues } from "./masterclass.schema";
import { RowsEditor, type RowField } from "./rows-editor";
import { LocalDateTimeField, NumberField } from "./masterclass-inputs";
import { InputField } from "#app/components/admin/input-field";
import { CANCELLATION_MAX_DAYS, DEFAULT_CANCELLATION_RULE } from "../cancellation-rule";

const TYPE_OPTIONS = [
  { value: "masterclass", label: "Masterclass" },
  { value: "conference", label: "Conference" },
] as const;
const FORMAT_OPTIONS = [
  { value: "virtual", label: "Virtual" },
  { value: "physical", label: "Physical (Kuala Lumpur)" },
] as const;

const AGENDA_FIELDS: readonly RowField[] = [
  { key: "day", label: "Day", maxLength: 2, placeholder: "1", className: "sm:col-span-1" },
  { key: "time", label: "Time", maxLength: 50, placeholder: "9:00 AM", className: "sm:col-span-2" },
  { key: "title", label: "Title", maxLength: LIMITS.item, className: "sm:col-span-3" },
  { key: "description", label: "Description", maxLength: LIMITS.longText, multiline: true },
];
const PERSON_FIELDS: readonly RowField[] = [
  { key: "name", label: "Name", maxLength: LIMITS.item, className: "sm:col-span-3" },
  {
    key: "linkedin",
    label: "LinkedIn",
    maxLength: LIMITS.url,
    placeholder: "https://www.linkedin.com/in/…",
    className: "sm:col-span-3",
  },
  {
    key: "photo",
    label: "Photo address",
    maxLength: LIMITS.url,
    placeholder: "https://… or /uploads/…",
  },
  { key: "credentials", label: "Credentials", maxLength: LIMITS.longText, multiline: true },
];
const TESTIMONIAL_FIELDS: readonly RowField[] = [
  { key: "quote", label: "Quote", maxLength: LIMITS.longText, multiline: true },
  { key: "author", label: "Author", maxLength: LIMITS.item, className: "sm:col-span-3" },
  { key: "role", label: "Role", maxLength: LIMITS.item, className: "sm:col-span-3" },
];
const FAQ_FIELDS: readonly RowField[] = [
  { key: "question", label: "Question", maxLength: LIMITS.item },
  { key: "answer", label: "Answer", maxLength: LIMITS.longText, multiline: true },
];

/** The course's editors of rows, by the name they post under. */
const ROW_LISTS = {
  agenda: {
    label: "Agenda",
    itemLabel: "Agenda item",
    fields: AGENDA_FIELDS,
    maxRows: LIMITS.agendaRows,
    description:
      "Give a day number to each item of a multi-day event: the page shows one tab per day.",
  },
  speakers: {
    label: "Speakers (conferences)",
    itemLabel: "Speaker",
    fields: PERSON_FIELDS,
    maxRows: LIMITS.rows,
    description: "A conference shows its speakers instead of the trainer.",
  },
  testimonials: {
    label: "Testimonials",
    itemLabel: "Testimonial",
    fields: TESTIMONIAL_FIELDS,
    maxRows: LIMITS.rows,
  },
  faqs: { label: "FAQ", itemLabel: "Question", fields: FAQ_FIELDS, maxRows: LIMITS.rows },
} as const;

/**
 * Every field of a masterclass, the `content` JSON as structured editors.
 * Uncontrolled: `values` (flat, dotted names) seed it, and the page gives the
 * form a key that changes with them, so a refusal shows what was sent.
 */
export function MasterclassFields({
  values,
  errors,
}: {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}) {
  const bind = fieldBinder(values, errors);
  const list = (name: string, label: string, itemLabel: string) => {
    const { error, rowErrors } = listFieldErrors(errors, name);
    return (
      <ListEditor
        name={name}
        label={label}
        itemLabel={itemLabel}
        defaultValue={listFromValues(values, name)}
        maxItems={LIMITS.listItems}
        maxLength={LIMITS.item}
        error={error}
        rowErrors={rowErrors}
      />
    );
  };
  const rows = (name: keyof typeof ROW_LISTS) => (
    <RowsEditor
      {...ROW_LISTS[name]}
      name={name}
      defaultRows={rowsFromValues(values, name)}
      errors={errors}
    />
  );
  return (
    <div className="space-y-6">
      <FieldGroup title="Course">
        <TextField label="Title" {...bind("title")} maxLength={LIMITS.title} required />
        <TextField label="Subtitle" {...bind("subtitle")} maxLength={LIMITS.subtitle} />
        <TextField
          label="Slug"
          {...bind("slug")}
          maxLength={LIMITS.slug}
          description="The address: /shop/masterclasses/<slug>. Leave blank to make one from the title."
        />
        <FieldPair>
          <SelectField
            label="Type"
            {...bind("type")}
            defaultValue={values.type ?? "masterclass"}
            options={TYPE_OPTIONS}
          />
          <SelectField
            label="Format"
            {...bind("format")}
            defaultValue={values.format ?? "virtual"}
            options={FORMAT_OPTIONS}
          />
        </FieldPair>
        <FieldPair>
          <LocalDateTimeField label="Starts (Malaysia time)" {...bind("startsAt")} required />
          <LocalDateTimeField
            label="Ends (Malaysia time)"
            {...bind("endsAt")}
            description="When the last day ends: each day runs from the start's time to this time. Leave blank while the time is not fixed."
          />
        </FieldPair>
        <FieldPair>
          <TextField
            label="Venue"
            {...bind("venue")}
            maxLength={LIMITS.item}
            description="The address of an in-person course, or the platform of a virtual one (Zoom). Blank: Kuala Lumpur, or online."
          />
          <TextField
            label="Joining link"
            {...bind("joinUrl")}
            maxLength={LIMITS.url}
            inputMode="url"
            description="Only mailed to the people booked, never shown on the site."
          />
        </FieldPair>
        <FieldPair>
          <NumberField label="Price (MYR)" {...bind("price")} inputMode="decimal" step="0.01" />
          <NumberField
            label="Class size (participants)"
            {...bind("classSize")}
            inputMode="numeric"
            step="1"
          />
        </FieldPair>
        <div className="flex flex-wrap gap-x-8">
          <CheckboxField
            label="HRDC claimable"
            name="isHrdc"
            defaultChecked={values.isHrdc === "on"}
            description="Offers HRDC registration and group bookings."
          />
          <CheckboxField
            label="National Training Week"
            name="isNtw"
            defaultChecked={values.isNtw === "on"}
            description="Offers NTW registration."
          />
        </div>
      </FieldGroup>

      <FieldGroup title="Cancellation and refunds">
        <p className="text-sm text-muted-foreground">
          What a paid seat gets back when it is cancelled, counted in Malaysian calendar days before
          the first day: a full refund until the first number, the share until the second, then
          nothing. The cancel page shows the customer the amount before she confirms.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label="Full refund until (days before)"
            type="number"
            min="0"
            max={CANCELLATION_MAX_DAYS}
            step="1"
            inputMode="numeric"
            {...bind("cancelFullDays")}
            defaultValue={values.cancelFullDays ?? String(DEFAULT_CANCELLATION_RULE.fullDays)}
            required
          />
          <InputField
            label="Share (%)"
            type="number"
            min="0"
            max="100"
            step="1"
            inputMode="numeric"
            {...bind("cancelPartPercent")}
            defaultValue={values.cancelPartPercent ?? String(DEFAULT_CANCELLATION_RULE.partPercent)}
            required
          />
          <InputField
            label="Share until (days before)"
            type="number"
            min="0"
            max={CANCELLATION_MAX_DAYS}
            step="1"
            inputMode="numeric"
            {...bind("cancelPartDays")}
            defaultValue={values.cancelPartDays ?? String(DEFAULT_CANCELLATION_RULE.partDays)}
            required
          />
        </div>
      </FieldGroup>

      <FieldGroup title="Hero image and brochure">
        <FieldPair>
          <ImageField
            label="Hero image"
            {...bind("heroImg")}
            maxLength={LIMITS.url}
            {...IMAGE_UPLOAD}
            description="JPEG, PNG or WebP up to 5 MB; shown 16:9."
          />
          <ImageField
            label="Brochure (PDF)"
            kind="pdf"
            {...bind("brochure")}
            maxLength={LIMITS.url}
            accept={["application/pdf"]}
            upload={uploadBrochure}
            description="A PDF up to 20 MB, handed out through links that expire after an hour."
          />
        </FieldPair>
      </FieldGroup>

      <FieldGroup title="About the course">
        <TextareaField
          label="The challenge"
          {...bind("problem")}
          maxLength={LIMITS.longText}
          rows={3}
        />
        <TextareaField label="About" {...bind("about")} maxLength={LIMITS.longText} rows={4} />
        <div className="space-y-4">
          {list("benefits", "Key benefits", "Benefit")}
          {list("outcomes", "Learning outcomes", "Outcome")}
          {list("audience", "Who should attend", "Audience")}
          {list("included", "What's included", "Included item")}
        </div>
      </FieldGroup>

      <FieldGroup title="Program agenda">{rows("agenda")}</FieldGroup>

      <FieldGroup title="Trainer and speakers">
        <FieldPair>
          <TextField label="Trainer name" {...bind("trainer.name")} maxLength={LIMITS.item} />
          <TextField
            label="Trainer LinkedIn"
            {...bind("trainer.linkedin")}
            maxLength={LIMITS.url}
            inputMode="url"
          />
        </FieldPair>
        <ImageField
          label="Trainer photo"
          {...bind("trainer.photo")}
          maxLength={LIMITS.url}
          {...IMAGE_UPLOAD}
        />
        <TextareaField
          label="Trainer credentials"
          {...bind("trainer.credentials")}
          maxLength={LIMITS.longText}
          rows={3}
        />
        {rows("speakers")}
      </FieldGroup>

      <FieldGroup title="Reviews">{rows("testimonials")}</FieldGroup>

      <FieldGroup title="Event details">
        <p className="text-sm text-muted-foreground">
          The page shows the date, time and venue from the course fields above.
        </p>
        <TextField
          label="Requirements"
          {...bind("logistics.requirements")}
          maxLength={LIMITS.longText}
        />
      </FieldGroup>

      <FieldGroup title="Frequently asked questions">{rows("faqs")}</FieldGroup>
    </div>
  );
}
