import { ListEditor, listFieldErrors } from "#app/components/ui/list-editor";
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/ui/form-fields";
import { ImageField } from "#app/components/ui/image-field";
import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import { uploadBrochure } from "#app/lib/uploads";
import { FieldGroup, FieldPair } from "#app/features/blog/admin/post-fields";
import { uploadImage } from "#app/features/blog/admin/upload";
import { MASTERCLASS_LIMITS as LIMITS, listFromValues, rowsFromValues } from "./masterclass.schema";
import { RowsEditor, type RowField } from "./rows-editor";
import { LocalDateTimeField, NumberField } from "./masterclass-inputs";

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
  return (
    <div className="space-y-6">
      <FieldGroup title="Course">
        <TextField
          label="Title"
          name="title"
          defaultValue={values.title}
          error={errors.title}
          maxLength={LIMITS.title}
          required
        />
        <TextField
          label="Subtitle"
          name="subtitle"
          defaultValue={values.subtitle}
          error={errors.subtitle}
          maxLength={LIMITS.subtitle}
        />
        <TextField
          label="Slug"
          name="slug"
          defaultValue={values.slug}
          error={errors.slug}
          maxLength={LIMITS.slug}
          description="The address: /shop/masterclasses/<slug>. Leave blank to make one from the title."
        />
        <FieldPair>
          <SelectField
            label="Type"
            name="type"
            defaultValue={values.type ?? "masterclass"}
            error={errors.type}
            options={TYPE_OPTIONS}
          />
          <SelectField
            label="Format"
            name="format"
            defaultValue={values.format ?? "virtual"}
            error={errors.format}
            options={FORMAT_OPTIONS}
          />
        </FieldPair>
        <FieldPair>
          <LocalDateTimeField
            label="Starts (Malaysia time)"
            name="startsAt"
            defaultValue={values.startsAt}
            error={errors.startsAt}
            required
          />
          <LocalDateTimeField
            label="Ends (Malaysia time)"
            name="endsAt"
            defaultValue={values.endsAt}
            error={errors.endsAt}
            description="For events over several days; registration closes at the start."
          />
        </FieldPair>
        <FieldPair>
          <NumberField
            label="Price (MYR)"
            name="price"
            defaultValue={values.price}
            error={errors.price}
            inputMode="decimal"
            step="0.01"
          />
          <NumberField
            label="Class size (participants)"
            name="classSize"
            defaultValue={values.classSize}
            error={errors.classSize}
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

      <FieldGroup title="Hero image and brochure">
        <FieldPair>
          <ImageField
            name="heroImg"
            label="Hero image"
            defaultValue={values.heroImg}
            error={errors.heroImg}
            maxLength={LIMITS.url}
            accept={ACCEPTED_IMAGE_TYPES}
            upload={uploadImage}
            description="JPEG, PNG or WebP up to 5 MB; shown 16:9."
          />
          <ImageField
            name="brochure"
            label="Brochure (PDF)"
            kind="pdf"
            defaultValue={values.brochure}
            error={errors.brochure}
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
          name="problem"
          defaultValue={values.problem}
          error={errors.problem}
          maxLength={LIMITS.longText}
          rows={3}
        />
        <TextareaField
          label="About"
          name="about"
          defaultValue={values.about}
          error={errors.about}
          maxLength={LIMITS.longText}
          rows={4}
        />
        <div className="space-y-4">
          {list("benefits", "Key benefits", "Benefit")}
          {list("outcomes", "Learning outcomes", "Outcome")}
          {list("audience", "Who should attend", "Audience")}
          {list("included", "What's included", "Included item")}
        </div>
      </FieldGroup>

      <FieldGroup title="Program agenda">
        <RowsEditor
          name="agenda"
          label="Agenda"
          itemLabel="Agenda item"
          fields={AGENDA_FIELDS}
          defaultRows={rowsFromValues(values, "agenda")}
          maxRows={LIMITS.agendaRows}
          errors={errors}
          description="Give a day number to each item of a multi-day event: the page shows one tab per day."
        />
      </FieldGroup>

      <FieldGroup title="Trainer and speakers">
        <FieldPair>
          <TextField
            label="Trainer name"
            name="trainer.name"
            defaultValue={values["trainer.name"]}
            error={errors["trainer.name"]}
            maxLength={LIMITS.item}
          />
          <TextField
            label="Trainer LinkedIn"
            name="trainer.linkedin"
            defaultValue={values["trainer.linkedin"]}
            error={errors["trainer.linkedin"]}
            maxLength={LIMITS.url}
            inputMode="url"
          />
        </FieldPair>
        <ImageField
          name="trainer.photo"
          label="Trainer photo"
          defaultValue={values["trainer.photo"]}
          error={errors["trainer.photo"]}
          maxLength={LIMITS.url}
          accept={ACCEPTED_IMAGE_TYPES}
          upload={uploadImage}
        />
        <TextareaField
          label="Trainer credentials"
          name="trainer.credentials"
          defaultValue={values["trainer.credentials"]}
          error={errors["trainer.credentials"]}
          maxLength={LIMITS.longText}
          rows={3}
        />
        <RowsEditor
          name="speakers"
          label="Speakers (conferences)"
          itemLabel="Speaker"
          fields={PERSON_FIELDS}
          defaultRows={rowsFromValues(values, "speakers")}
          maxRows={LIMITS.rows}
          errors={errors}
          description="A conference shows its speakers instead of the trainer."
        />
      </FieldGroup>

      <FieldGroup title="Reviews">
        <RowsEditor
          name="testimonials"
          label="Testimonials"
          itemLabel="Testimonial"
          fields={TESTIMONIAL_FIELDS}
          defaultRows={rowsFromValues(values, "testimonials")}
          maxRows={LIMITS.rows}
          errors={errors}
        />
      </FieldGroup>

      <FieldGroup title="Event details">
        <FieldPair>
          <TextField
            label="Date text"
            name="logistics.date"
            defaultValue={values["logistics.date"]}
            error={errors["logistics.date"]}
            maxLength={LIMITS.item}
            description="Leave blank to show the course's dates."
          />
          <TextField
            label="Time text"
            name="logistics.time"
            defaultValue={values["logistics.time"]}
            error={errors["logistics.time"]}
            maxLength={LIMITS.item}
            description="Leave blank to show the start time in MYT."
          />
        </FieldPair>
        <FieldPair>
          <TextField
            label="Format text"
            name="logistics.format"
            defaultValue={values["logistics.format"]}
            error={errors["logistics.format"]}
            maxLength={LIMITS.item}
          />
          <TextField
            label="Requirements"
            name="logistics.requirements"
            defaultValue={values["logistics.requirements"]}
            error={errors["logistics.requirements"]}
            maxLength={LIMITS.longText}
          />
        </FieldPair>
      </FieldGroup>

      <FieldGroup title="Frequently asked questions">
        <RowsEditor
          name="faqs"
          label="FAQ"
          itemLabel="Question"
          fields={FAQ_FIELDS}
          defaultRows={rowsFromValues(values, "faqs")}
          maxRows={LIMITS.rows}
          errors={errors}
        />
      </FieldGroup>
    </div>
  );
}
