import { Form } from "react-router";
import { ImageField } from "#app/components/ui/image-field";
import { ListEditor, listFieldErrors } from "#app/components/ui/list-editor";
import { FormAlert } from "#app/components/ui/form-alert";
import { SelectField, TextareaField, TextField } from "#app/components/ui/form-fields";
import { uploadBrochure } from "#app/lib/uploads";
import {
  listValue,
  textValue,
  type CatalogueValues,
} from "#app/features/catalogue/admin/catalogue-form";
import {
  FormActions,
  FormSection,
  useFormCheck,
  type CatalogueKind,
} from "#app/features/catalogue/admin/catalogue-ui";
import { BADGE_COLOR_OPTIONS, GRANT_LIMITS, GRANT_LISTS, grantSchema } from "./grants.schema";
import type { CatalogueFormProps } from "#app/features/catalogue/admin/catalogue-pages";

export const GRANT_KIND: CatalogueKind = { one: "grant", many: "Grants", base: "/admin/grants" };

/** What the form starts from when editing a stored grant. */
export function grantFormValues(grant: {
  title: string;
  description: string;
  category: string;
  badgeText: string | null;
  badgeColor: string | null;
  benefits: string[];
  brochure: string | null;
}): CatalogueValues {
  return {
    title: grant.title,
    description: grant.description,
    category: grant.category,
    badgeText: grant.badgeText ?? "",
    badgeColor: grant.badgeColor ?? "",
    benefits: grant.benefits,
    brochure: grant.brochure ?? "",
  };
}

/** The create and edit form of a grant. */
export function GrantForm({
  intent,
  values,
  errors: serverErrors,
  refusal,
  pending,
  submitLabel,
}: CatalogueFormProps) {
  const { errors, onSubmit } = useFormCheck(grantSchema, GRANT_LISTS, serverErrors);
  const benefits = listValue(values, "benefits") ?? [];
  const benefitErrors = listFieldErrors(errors, "benefits");
  const badgeColor = textValue(values, "badgeColor") ?? "";
  // A colour stored before this form existed (or by hand) stays selectable rather than vanishing.
  const colorOptions = BADGE_COLOR_OPTIONS.some((option) => option.value === badgeColor)
    ? BADGE_COLOR_OPTIONS
    : [...BADGE_COLOR_OPTIONS, { value: badgeColor, label: `${badgeColor} (not supported)` }];
  return (
    <Form method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal} />
      <FormSection title="The grant">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={GRANT_LIMITS.title}
          defaultValue={textValue(values, "title")}
          error={errors.title}
        />
        <TextField
          label="Category"
          name="category"
          required
          maxLength={GRANT_LIMITS.category}
          defaultValue={textValue(values, "category")}
          error={errors.category}
          description="Shown on the badge when there is no badge text."
        />
        <TextareaField
          label="Description"
          name="description"
          rows={4}
          maxLength={GRANT_LIMITS.description}
          defaultValue={textValue(values, "description")}
          error={errors.description}
        />
      </FormSection>
      <FormSection title="On the card">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Badge text"
            name="badgeText"
            maxLength={GRANT_LIMITS.badgeText}
            defaultValue={textValue(values, "badgeText")}
            error={errors.badgeText}
            description="Like 'Up to 100% claimable'. Blank shows the category."
          />
          <SelectField
            label="Badge colour"
            name="badgeColor"
            options={colorOptions}
            defaultValue={badgeColor}
            error={errors.badgeColor}
          />
        </div>
        <ListEditor
          key={JSON.stringify(benefits)}
          name="benefits"
          label="Benefits"
          itemLabel="Benefit"
          description="One per row, in the order shown on the grant's card."
          defaultValue={benefits}
          maxItems={GRANT_LIMITS.benefits}
          maxLength={GRANT_LIMITS.benefit}
          error={benefitErrors.error}
          rowErrors={benefitErrors.rowErrors}
        />
      </FormSection>
      <FormSection title="Brochure">
        <ImageField
          kind="pdf"
          label="Brochure PDF"
          name="brochure"
          maxLength={GRANT_LIMITS.brochure}
          accept={["application/pdf"]}
          upload={uploadBrochure}
          defaultValue={textValue(values, "brochure")}
          error={errors.brochure}
          description="A PDF up to 20 MB, or the https:// address of one. Visitors get a link that works for an hour."
        />
      </FormSection>
      <FormActions kind={GRANT_KIND} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
}
