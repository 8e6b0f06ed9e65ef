import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { SmartImage } from "#app/components/ui/smart-image";
import { cn } from "#app/lib/cn";
import { imageCandidates } from "#common/images";
import { formatMYR } from "#common/money";

export interface BookCardData {
  slug: string;
  title: string;
  author: string;
  description: string;
  cover: string | null;
  price: string;
}

/** A 3:4 cover, or a drawn placeholder when the book has none. */
export function BookCover({
  cover,
  title,
  eager = false,
  className,
}: {
  cover: string | null;
  title: string;
  eager?: boolean;
  className?: string;
}) {
  if (!cover?.trim()) {
    return (
      <div
        role="img"
        aria-label={`No cover available for ${title}`}
        className={cn(
          "flex aspect-[3/4] w-full items-center justify-center bg-gradient-to-br from-navy to-primary text-white/80",
          className,
        )}
      >
        <BookOpen aria-hidden="true" className="size-14" />
      </div>
    );
  }
  return (
    <SmartImage
      sources={imageCandidates(cover)}
      alt={`Cover of ${title}`}
      width={600}
      height={800}
      eager={eager}
      className={cn("aspect-[3/4] w-full bg-secondary object-cover", className)}
    />
  );
}

export function BookCard({ book, eager = false }: { book: BookCardData; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <BookCover cover={book.cover} title={book.title} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-semibold text-balance">
          <Link
            to={`/shop/books/${book.slug}`}
            prefetch="intent"
            className="group-hover:text-primary after:absolute after:inset-0 after:content-['']"
          >
            {book.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm font-medium text-muted-foreground">By {book.author}</p>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {book.description}
        </p>
        <p className="mt-auto pt-4 text-lg font-bold">{formatMYR(book.price)}</p>
      </div>
    </article>
  );
}
