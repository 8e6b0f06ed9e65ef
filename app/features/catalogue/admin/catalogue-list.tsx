import { ExternalLink, FileText, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { SmartImage } from "#app/components/ui/smart-image";
import { imageCandidates } from "#common/images";
import { DeleteControl, EmptyState, ListHeader, PageFrame, Pager } from "./catalogue-ui";
import type { CatalogueListItem, ListFact, ProductType } from "./product-type";

/**
 * The list page of every product type: header with search and export, the
 * rows (title, the type's facts, Edit, View where the item has a page of its
 * own, Delete), the empty state and paging.
 */
export function CatalogueListPage({
  type,
  q,
  rows,
  total,
  page,
  pageSize,
}: {
  type: ProductType;
  q: string;
  rows: CatalogueListItem[];
  total: number;
  page: number;
  pageSize: number;
}) {
  const { kind, list } = type;
  return (
    <PageFrame>
      <ListHeader kind={kind} q={q} total={total} searchLabel={list.searchLabel} />
      {list.note && <p className="text-sm text-muted-foreground">{list.note}</p>}
      {rows.length === 0 ? (
        <EmptyState kind={kind} q={q} />
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-xl border bg-card"
          aria-label={kind.many}
          data-testid="catalogue-list"
        >
          {rows.map((item) => {
            const href = `${kind.base}/${item.id}`;
            const heading = (
              <>
                <Link to={href} className="font-semibold break-words hover:underline">
                  {item.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  {item.facts.map((fact, i) => (
                    <Fact key={i} fact={fact} />
                  ))}
                </p>
              </>
            );
            return (
              <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                {list.covers ? (
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <SmartImage
                      sources={imageCandidates(item.cover ?? null)}
                      alt=""
                      width={40}
                      height={56}
                      className="h-14 w-10 shrink-0 rounded border bg-muted object-cover"
                    />
                    <div className="min-w-0">{heading}</div>
                  </div>
                ) : (
                  <div className="min-w-0 flex-1">{heading}</div>
                )}
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={href} aria-label={`Edit ${item.title}`}>
                      <Pencil aria-hidden="true" /> Edit
                    </Link>
                  </Button>
                  {item.siteHref && (
                    <Button asChild variant="ghost" size="sm">
                      <a
                        href={item.siteHref}
                        target="_blank"
                        rel="noopener"
                        aria-label={`View ${item.title} on the site (opens in a new tab)`}
                      >
                        <ExternalLink aria-hidden="true" /> View
                      </a>
                    </Button>
                  )}
                  <DeleteControl kind={kind} id={item.id} title={item.title} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} total={total} pageSize={pageSize} q={q} />
    </PageFrame>
  );
}

function Fact({ fact }: { fact: ListFact }) {
  if (fact.look === "badge") return <Badge variant="outline">{fact.text}</Badge>;
  if (fact.look === "file") {
    return (
      <span className="inline-flex items-center gap-1">
        <FileText aria-hidden="true" className="size-3.5" /> {fact.text}
      </span>
    );
  }
  if (fact.dateTime) return <time dateTime={fact.dateTime}>{fact.text}</time>;
  return <span>{fact.text}</span>;
}
