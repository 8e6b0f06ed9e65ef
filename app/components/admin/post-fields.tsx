import { useId } from "react";
import type { PostFormErrors, PostFormValues } from "../../features/admin/post-form";
import { DEFAULT_AUTHOR_NAME, POST_LIMITS, POST_STATUSES } from "../../features/admin/post.schema";
import { Field, Input, Textarea } from "../ui/field";
import { ImageField } from "./image-field";
import { RichTextEditor } from "./rich-text-editor";
import { Switch } from "./switch";

export interface CategoryChoice {
  id: string;
  name: string;
}

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm";

export function TitleField({ values, errors }: { values: PostFormValues; errors: PostFormErrors }) {
  return (
    <Field label="Title" error={errors.title}>
      {(control) => (
        <Input
          {...control}
          name="title"
          required
          maxLength={POST_LIMITS.title}
          defaultValue={values.title ?? ""}
        />
      )}
    </Field>
  );
}

export function ContentField({
  values,
  errors,
  rows,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
  rows: number;
}) {
  return (
    <RichTextEditor
      name="content"
      label="Content"
      defaultValue={values.content ?? ""}
      rows={rows}
      error={errors.content}
      maxLength={POST_LIMITS.content}
    />
  );
}

export function StatusField({
  values,
  errors,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
}) {
  return (
    <Field label="Status" error={errors.status}>
      {(control) => (
        <select
          {...control}
          name="status"
          defaultValue={values.status ?? "draft"}
          className={selectClass}
        >
          {POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === "draft" ? "Draft" : "Published"}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function FeaturedField({ values }: { values: PostFormValues }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 py-2">
      <Switch
        id={id}
        name="featured"
        defaultChecked={values.featured === "on"}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          Featured
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Shown large at the top of the blog.
        </p>
      </div>
    </div>
  );
}

export function CategoryField({
  values,
  errors,
  categories,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
  categories: CategoryChoice[];
}) {
  return (
    <Field label="Category" error={errors.categoryId}>
      {(control) => (
        <select
          {...control}
          name="categoryId"
          defaultValue={values.categoryId ?? ""}
          className={selectClass}
        >
          <option value="">Uncategorized</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function SlugField({ values, errors }: { values: PostFormValues; errors: PostFormErrors }) {
  return (
    <Field
      label="Slug (optional)"
      error={errors.slug}
      description="The address: /blog/your-slug. Left blank, it is made from the title; -2, -3 … is added if taken."
    >
      {(control) => (
        <Input
          {...control}
          name="slug"
          maxLength={POST_LIMITS.slug}
          defaultValue={values.slug ?? ""}
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
    </Field>
  );
}

export function ExcerptField({
  values,
  errors,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
}) {
  return (
    <Field
      label="Excerpt"
      error={errors.excerpt}
      description="A sentence or two for the blog cards. Left blank: the first 150 characters of the content."
    >
      {(control) => (
        <Textarea
          {...control}
          name="excerpt"
          rows={3}
          maxLength={POST_LIMITS.excerpt}
          defaultValue={values.excerpt ?? ""}
        />
      )}
    </Field>
  );
}

export function ImageFields({
  values,
  errors,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ImageField
        name="featuredImage"
        label="Featured image"
        description="Top of the post and on the cards. JPEG, PNG or WebP, up to 5 MB; 1200×630 looks best."
        defaultValue={values.featuredImage}
        error={errors.featuredImage}
        maxLength={POST_LIMITS.imageUrl}
      />
      <ImageField
        name="ogImage"
        label="Social share image"
        description="Shown when the post is shared (1200×630). Left blank: the featured image."
        defaultValue={values.ogImage}
        error={errors.ogImage}
        maxLength={POST_LIMITS.imageUrl}
      />
    </div>
  );
}

export function MetaFields({ values, errors }: { values: PostFormValues; errors: PostFormErrors }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        label="Meta title"
        error={errors.metaTitle}
        description="For search results and share cards. Left blank: the title."
      >
        {(control) => (
          <Input
            {...control}
            name="metaTitle"
            maxLength={POST_LIMITS.metaTitle}
            defaultValue={values.metaTitle ?? ""}
          />
        )}
      </Field>
      <Field
        label="Meta description"
        error={errors.metaDescription}
        description="About 160 characters. Left blank: the excerpt, else the content."
      >
        {(control) => (
          <Textarea
            {...control}
            name="metaDescription"
            rows={2}
            maxLength={POST_LIMITS.metaDescription}
            defaultValue={values.metaDescription ?? ""}
          />
        )}
      </Field>
    </div>
  );
}

export function AuthorFields({
  values,
  errors,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field
        label="Author name"
        error={errors.authorName}
        description={`Left blank: ${DEFAULT_AUTHOR_NAME}.`}
      >
        {(control) => (
          <Input
            {...control}
            name="authorName"
            maxLength={POST_LIMITS.authorName}
            defaultValue={values.authorName ?? DEFAULT_AUTHOR_NAME}
          />
        )}
      </Field>
      <ImageField
        name="authorImage"
        label="Author photo"
        defaultValue={values.authorImage}
        error={errors.authorImage}
        maxLength={POST_LIMITS.imageUrl}
      />
      <Field label="Author bio" error={errors.authorBio} className="md:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            name="authorBio"
            rows={2}
            maxLength={POST_LIMITS.authorBio}
            defaultValue={values.authorBio ?? ""}
          />
        )}
      </Field>
    </div>
  );
}

export function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-2 rounded-xl border bg-card p-4 sm:p-6">
      <legend className="px-1 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}
