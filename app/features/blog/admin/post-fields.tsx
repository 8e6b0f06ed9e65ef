import type * as React from "react";
import { ImageField } from "#app/components/ui/image-field";
import { SelectField, SwitchField, TextareaField, TextField } from "#app/components/ui/form-fields";
import { fieldBinder } from "#app/lib/field-binding";
import type { PostFormErrors, PostFormValues } from "./post-form";
import { DEFAULT_AUTHOR_NAME, POST_LIMITS } from "./post.schema";
import { RichTextEditor } from "./rich-text-editor";
import { IMAGE_UPLOAD } from "./upload";

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
  const bind = fieldBinder(values, errors);
  const limited = (name: keyof typeof POST_LIMITS) => ({
    ...bind(name),
    maxLength: POST_LIMITS[name],
  });
  const image = (name: string, label: string, description?: string) => (
    <ImageField
      label={label}
      description={description}
      {...bind(name)}
      maxLength={POST_LIMITS.imageUrl}
      {...IMAGE_UPLOAD}
    />
  );
  const described = (
    name: "excerpt" | "metaDescription",
    label: string,
    text: string,
    rows: number,
  ) => <TextareaField label={label} {...limited(name)} description={text} rows={rows} />;
  return {
    title: <TextField label="Title" {...limited("title")} required />,
    slug: (
      <TextField
        label="Slug (optional)"
        {...limited("slug")}
        description="The address: /blog/your-slug. Left blank, it is made from the title; -2, -3 … is added if taken."
        autoCapitalize="none"
        spellCheck={false}
      />
    ),
    excerpt: described(
      "excerpt",
      "Excerpt",
      "A sentence or two for the blog cards. Left blank: the first 150 characters of the content.",
      3,
    ),
    content: (
      <RichTextEditor
        label="Content"
        {...limited("content")}
        defaultValue={values.content ?? ""}
        rows={contentRows}
      />
    ),
    status: (
      <SelectField
        label="Status"
        {...bind("status")}
        options={STATUS_OPTIONS}
        defaultValue={values.status ?? "draft"}
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
        {...bind("categoryId")}
        options={[
          { value: "", label: "Uncategorized" },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
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
        {...limited("metaTitle")}
        description="For search results and share cards. Left blank: the title."
      />
    ),
    metaDescription: described(
      "metaDescription",
      "Meta description",
      "About 160 characters. Left blank: the excerpt, else the content.",
      2,
    ),
    authorName: (
      <TextField
        label="Author name"
        {...limited("authorName")}
        description={`Left blank: ${DEFAULT_AUTHOR_NAME}.`}
        defaultValue={values.authorName ?? DEFAULT_AUTHOR_NAME}
      />
    ),
    authorImage: image("authorImage", "Author photo"),
    authorBio: (
      <TextareaField
        label="Author bio"
        {...limited("authorBio")}
        className="md:col-span-2"
        rows={2}
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
