import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import {
  createdAt,
  instant,
  looseRef,
  newestFirstIndex,
  pageColumns,
  timestamps,
  uuidPk,
} from "./columns";

export const postStatus = pgEnum("post_status", ["draft", "published"]);

export const blogCategories = pgTable("blog_categories", {
  id: uuidPk(),
  name: text("name").notNull().unique(),
  color: text("color").notNull().default("#2563eb"),
  description: text("description"),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    ...pageColumns(),
    content: text("content").notNull().default(""),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    ogImage: text("og_image"),
    status: postStatus("status").notNull().default("draft"),
    publishedAt: instant("published_at"),
    ...timestamps(),
    featured: boolean("featured").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    readingTime: integer("reading_time").notNull().default(0),
    authorName: text("author_name").notNull().default("AIHQ Team"),
    authorBio: text("author_bio"),
    authorImage: text("author_image"),
    categoryId: looseRef("category_id", () => blogCategories.id),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.status, t.publishedAt.desc()),
    newestFirstIndex("blog_posts", t.createdAt),
    index("blog_posts_category_idx").on(t.categoryId),
    check("blog_posts_view_count_check", sql`${t.viewCount} >= 0`),
    check("blog_posts_reading_time_check", sql`${t.readingTime} >= 0`),
    check(
      "blog_posts_published_at_check",
      sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`,
    ),
  ],
);
