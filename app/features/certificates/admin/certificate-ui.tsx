import { TextLink } from "#app/features/backoffice/shell/text-link";
import { Badge } from "#app/components/ui/badge";
import { FilterBar } from "#app/features/backoffice/list/filter-bar";
import { CARD_ASIDE, CardList } from "#app/features/backoffice/list/card-list";
import { formatDate } from "#common/dates";
import { type CertificateFilter } from "./certificates.schema";

/** What a list row shows (JSON-safe: dates as the loader serialises them). */
export interface CertificateRowView {
  id: string;
  holderName: string;
  email: string | null;
  program: string;
  issuedOn: string;
  expiresOn: string | null;
  status: "valid" | "revoked";
  expired: boolean;
  revokedAt: string | Date | null;
}

export function CertificateStatusBadge({
  status,
  expired,
}: {
  status: "valid" | "revoked";
  expired: boolean;
}) {
  if (status === "revoked") return <Badge variant="outline">Revoked</Badge>;
  if (expired) return <Badge variant="accent">Expired</Badge>;
  return <Badge variant="success">Valid</Badge>;
}

/** A GET form, so the filter lives in the URL and works without JavaScript. */
export function CertificateFilterForm({ filter }: { filter: CertificateFilter }) {
  return (
    <FilterBar
      action="/admin/certificates"
      label="Filter certificates"
      id="certificates"
      className="sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      filter={filter}
      search={{ placeholder: "ID, holder, e-mail or program", maxLength: 100 }}
      selects={[
        { name: "status", label: "Status", any: "Valid and revoked", options: STATUS_CHOICES },
      ]}
    />
  );
}

const STATUS_CHOICES = [
  { value: "valid", label: "Valid" },
  { value: "revoked", label: "Revoked" },
];

export function CertificateRows({ rows }: { rows: CertificateRowView[] }) {
  return (
    <CardList
      label="Certificates"
      rows={rows}
      empty="No certificates match this filter."
      columns="md:grid-cols-[13rem_minmax(0,1fr)_9rem]"
    >
      {(row) => (
        <>
          <div className="min-w-0">
            <TextLink
              to={`/admin/certificates/${row.id}`}
              className="font-mono font-semibold break-all"
            >
              {row.id}
            </TextLink>
            <p className="text-sm text-muted-foreground">Issued {formatDate(row.issuedOn)}</p>
          </div>
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words">{row.holderName}</p>
            {row.email && <p className="truncate text-muted-foreground">{row.email}</p>}
            <p className="break-words">{row.program}</p>
          </div>
          <div className={CARD_ASIDE}>
            <CertificateStatusBadge status={row.status} expired={row.expired} />
            {row.revokedAt && (
              <span className="text-muted-foreground">on {formatDate(row.revokedAt)}</span>
            )}
            {!row.revokedAt && row.expiresOn && (
              <span className="text-muted-foreground">until {formatDate(row.expiresOn)}</span>
            )}
          </div>
        </>
      )}
    </CardList>
  );
}
