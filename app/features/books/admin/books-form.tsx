import { Form } from "react-router";
import { ImageField } from "#app/components/ui/image-field";
import { ListEditor, listFieldErrors } from "#app/components/ui/list-editor";
import { FormAlert } from "#app/components/ui/form-alert";
import { TextareaField, TextField } from "#app/components/ui/form-fields";
import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import { uploadImage } from "#app/features/blog/admin/upload";
import { BOOK_LIMITS, BOOK_LISTS, bookSchema } from "./books.schema";
import {
  listValue,
  SLUG_MAX,
  textValue,
  type CatalogueValues,
} from "#app/features/catalogue/admin/catalogue-form";
import {
  FormActions,
  FormSection,
  useFormCheck,
  type CatalogueKind,
} from "#app/features/catalogue/admin/catalogue-ui";
import type { CatalogueFormProps } from "#app/features/catalogue/admin/catalogue-pages";

export const BOOK_KIND: CatalogueKind = { one: "book", many: "Books", base: "/admin/books" };

/** What the form starts from when editing a stored book. */
export function bookFormValues(book: {
  title: string;
  slug: string;
  author: string;
  description: string;
  cover: string | null;
  keyInsights: string[];
  authorBio: string | null;
  price: string;
}): CatalogueValues {
  return {
    title: book.title,
    slug: book.slug,
    author: book.author,
    description: book.description,
    cover: book.cover ?? "",
    keyInsights: book.keyInsights,
    authorBio: book.authorBio ?? "",
    price: book.price,
  };
}

/** The create and edit form of a book; `values` are the stored book's or the refused post's. */
export function BookForm({
  intent,
  values,
  errors: serverErrors,
  refusal,
  pending,
  submitLabel,
}: CatalogueFormProps) {
  const { errors, onSubmit } = useFormCheck(bookSchema, BOOK_LISTS, serverErrors);
  const insights = listValue(values, "keyInsights") ?? [];
  const insightErrors = listFieldErrors(errors, "keyInsights");
  return (
    <Form method="post" className="space-y-6" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal} />
      <FormSection title="The book">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Title"
            name="title"
            required
            maxLength={BOOK_LIMITS.title}
            defaultValue={textValue(values, "title")}
            error={errors.title}
            className="sm:col-span-2"
          />
          <TextField
            label="Author"
            name="author"
            required
            maxLength={BOOK_LIMITS.author}
            defaultValue={textValue(values, "author")}
            error={errors.author}
          />
          <TextField
            label="Price (RM)"
            name="price"
            required
            inputMode="decimal"
            maxLength={20}
            placeholder="149.00"
            defaultValue={textValue(values, "price")}
            error={errors.price}
            description="In ringgit; 0 for a free book."
          />
          <TextField
            label="Slug"
            name="slug"
            maxLength={SLUG_MAX}
            autoComplete="off"
            spellCheck={false}
            defaultValue={textValue(values, "slug")}
            error={errors.slug}
            description="The book's address, /shop/books/<slug>. Leave blank to make one from the title."
            className="sm:col-span-2"
          />
        </div>
        <ImageField
          label="Cover"
          name="cover"
          maxLength={BOOK_LIMITS.cover}
          accept={ACCEPTED_IMAGE_TYPES}
          upload={uploadImage}
          defaultValue={textValue(values, "cover")}
          error={errors.cover}
          description="JPEG, PNG or WebP, up to 5 MB; or the https:// address of an image."
        />
      </FormSection>
      <FormSection title="On the book's page">
        <TextareaField
          label="Description"
          name="description"
          rows={5}
          maxLength={BOOK_LIMITS.description}
          defaultValue={textValue(values, "description")}
          error={errors.description}
        />
        <ListEditor
          key={JSON.stringify(insights)}
          name="keyInsights"
          label="Key insights"
          itemLabel="Insight"
          description="What a reader takes away, one per row, in the order shown on the book's page."
          defaultValue={insights}
          maxItems={BOOK_LIMITS.insights}
          maxLength={BOOK_LIMITS.insight}
          error={insightErrors.error}
          rowErrors={insightErrors.rowErrors}
          multiline
        />
        <TextareaField
          label="Author bio"
          name="authorBio"
          rows={4}
          maxLength={BOOK_LIMITS.authorBio}
          defaultValue={textValue(values, "authorBio")}
          error={errors.authorBio}
        />
      </FormSection>
      <FormActions kind={BOOK_KIND} pending={pending} submitLabel={submitLabel} />
    </Form>
  );
}
