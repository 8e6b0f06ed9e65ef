/** Form values as strings, the way a form posts them and gets them back. */
export type PostFormValues = Partial<Record<string, string>>;
export type PostFormErrors = Partial<Record<string, string>>;

interface StoredPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  categoryId: string | null;
  status: string;
  featured: boolean;
  featuredImage: string | null;
  ogImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  authorName: string;
  authorBio: string | null;
  authorImage: string | null;
}

/** A stored post as the strings its edit form starts from. */
export function postToFormValues(post: StoredPost): PostFormValues {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? "",
    categoryId: post.categoryId ?? "",
    status: post.status,
    featured: post.featured ? "on" : "",
    featuredImage: post.featuredImage ?? "",
    ogImage: post.ogImage ?? "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    authorName: post.authorName,
    authorBio: post.authorBio ?? "",
    authorImage: post.authorImage ?? "",
  };
}
