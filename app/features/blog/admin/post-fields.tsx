import type * as React from "react";
import { ImageField } from "#app/components/ui/image-field";
import { SelectField, SwitchField, TextareaField, TextField } from "#app/components/ui/form-fields";
import { ACCEPTED_IMAGE_TYPES } from "#common/images";
import type { PostFormErrors, PostFormValues } from "./post-form";
import { DEFAULT_AUTHOR_NAME, POST_LIMITS } from "./post.schema";
import { RichTextEditor } from "./rich-text-editor";
import { uploadImage } from "./upload";

export interface CategoryChoice {
  id: string;
  name: string;
}

const STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
] as const;

/**
 * Every field of a post, ready to place: the Create page and the Edit modal
 * lay them out differently but show the same fields with the same rules.
 */
export function postFields({
  values,
  errors,
  categories,
  contentRows,
}: {
  values: PostFormValues;
  errors: PostFormErrors;
  categories: CategoryChoice[];
  contentRows: number;
}) {
  const image = (name: string, label: string, description?: string) => (
    <ImageField
      name={name}
      label={label}
      description={description}
      defaultValue={values[name]}
      error={errors[name]}
      maxLength={POST_LIMITS.imageUrl}
      accept={ACCEPTED_IMAGE_TYPES}
      upload={uploadImage}
    />
  );
  return {
    title: (
      <TextField
        label="Title"
        name="title"
        required
        maxLength={POST_LIMITS.title}
        defaultValue={values.title}
        error={errors.title}
      />
    ),
    slug: (
      <TextField
        label="Slug (optional)"
        name="slug"
        description="The address: /blog/your-slug. Left blank, it is made from the title; -2, -3 … is added if taken."
        maxLength={POST_LIMITS.slug}
        defaultValue={values.slug}
        error={errors.slug}
        autoCapitalize="none"
        spellCheck={false}
      />
    ),
    excerpt: (
      <TextareaField
        label="Excerpt"
        name="excerpt"
        description="A sentence or two for the blog cards. Left blank: the first 150 characters of the content."
        rows={3}
        maxLength={POST_LIMITS.excerpt}
        defaultValue={values.excerpt}
        error={errors.excerpt}
      />
    ),
    content: (
      <RichTextEditor
        name="content"
        label="Content"
        defaultValue={values.content ?? ""}
        rows={contentRows}
        error={errors.content}
        maxLength={POST_LIMITS.content}
      />
    ),
    status: (
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        defaultValue={values.status ?? "draft"}
        error={errors.status}
      />
    ),
    featured: (
      <SwitchField
        label="Featured"
        name="featured"
        description="Shown large at the top of the blog."
        defaultChecked={values.featured === "on"}
        error={errors.featured}
      />
    ),
    category: (
      <SelectField
        label="Category"
        name="categoryId"
        options={[
          { value: "", label: "Uncategorized" },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        defaultValue={values.categoryId}
        error={errors.categoryId}
      />
    ),
    featuredImage: image(
      "featuredImage",
      "Featured image",
      "Top of the post and on the cards. JPEG, PNG or WebP, up to 5 MB; 1200×630 looks best.",
    ),
    ogImage: image(
      "ogImage",
      "Social share image",
      "Shown when the post is shared (1200×630). Left blank: the featured image.",
    ),
    metaTitle: (
      <TextField
        label="Meta title"
        name="metaTitle"
        description="For search results and share cards. Left blank: the title."
        maxLength={POST_LIMITS.metaTitle}
        defaultValue={values.metaTitle}
        error={errors.metaTitle}
      />
    ),
    metaDescription: (
      <TextareaField
        label="Meta description"
        name="metaDescription"
        description="About 160 characters. Left blank: the excerpt, else the content."
        rows={2}
        maxLength={POST_LIMITS.metaDescription}
        defaultValue={values.metaDescription}
        error={errors.metaDescription}
      />
    ),
    authorName: (
      <TextField
        label="Author name"
        name="authorName"
        description={`Left blank: ${DEFAULT_AUTHOR_NAME}.`}
        maxLength={POST_LIMITS.authorName}
        defaultValue={values.authorName ?? DEFAULT_AUTHOR_NAME}
        error={errors.authorName}
      />
    ),
    authorImage: image("authorImage", "Author photo"),
    authorBio: (
      <TextareaField
        label="Author bio"
        name="authorBio"
        className="md:col-span-2"
        rows={2}
        maxLength={POST_LIMITS.authorBio}
        defaultValue={values.authorBio}
        error={errors.authorBio}
      />
    ),
  } satisfies Record<string, React.ReactElement>;
}

/** Two fields side by side from md up (images, search, author). */
export function FieldPair({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

export function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // min-w-0: a fieldset is as wide as its widest line by default, and the editor's toolbar
    // (one scrolling row on a phone) would stretch the page past the screen.
    <fieldset className="min-w-0 space-y-2 rounded-xl border bg-card p-4 sm:p-6">
      <legend className="px-1 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}
