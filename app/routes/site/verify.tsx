import { BadgeCheck, CircleAlert, CircleX, ShieldCheck } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { PageHero } from "#app/components/page-hero";
import { Button } from "#app/components/ui/button";
import { pageTitle } from "#common/business";
import {
  isCertificateIdShape,
  normaliseCertificateId,
  TooManyLookupsError,
  verifyCertificate,
  type CertificateLookup,
} from "#app/features/certificates/certificates.server";
import { siteOrigin } from "#app/features/seo/site-origin.server";
import { linkedInAddToProfileUrl } from "#app/lib/linkedin";
import { logError } from "#app/features/errors/log.server";
import { calendarDateKey, formatDate } from "#common/dates";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Verify Certificate") },
  {
    name: "description",
    content: "Check that an AIHQ training certificate is genuine by its certificate ID.",
  },
];

// A refused look-up (429) says when to try again.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** A valid certificate's PDF and LinkedIn links, built on the server where the site's origin is known. */
function certificateLinks(request: Request, result: CertificateLookup) {
  if (result.status !== "valid") return null;
  const certUrl = `${siteOrigin(request)}/verify?id=${encodeURIComponent(result.id)}`;
  return {
    pdf: `/certificates/${encodeURIComponent(result.id)}/pdf`,
    linkedIn: linkedInAddToProfileUrl({
      name: result.program,
      organizationName: "AIHQ",
      issuedOn: result.issuedOn,
      expiresOn: result.expiresOn,
      certUrl,
      certId: result.id,
    }),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("id");
  if (id === null) return { id: "", result: null, error: null };
  if (id.trim() === "") return { id, result: null, error: "Please enter a certificate ID" };
  // An ID that no certificate can have is not found without a database look-up (or a rate-limit hit).
  if (!isCertificateIdShape(id)) {
    return data(
      { id, result: { status: "not_found" as const, id: normaliseCertificateId(id) }, error: null },
      { status: 404 },
    );
  }
  try {
    const result = await verifyCertificate(id, context.clientAddress, calendarDateKey(new Date()));
    return { id, result, links: certificateLinks(request, result), error: null };
  } catch (error) {
    if (error instanceof TooManyLookupsError) {
      return data(
        {
          id,
          result: null,
          error: "Too many checks from your network. Please wait a minute and try again.",
        },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    logError(error, "Certificate look-up failed");
    return { id, result: null, error: "An error occurred while verifying the certificate" };
  }
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { id, result, error } = loaderData;
  const links = ("links" in loaderData ? loaderData.links : null) ?? null;
  const navigation = useNavigation();
  const verifying = navigation.state !== "idle" && navigation.location?.pathname === "/verify";
  return (
    <>
      <PageHero
        eyebrow="Certificate verification"
        title="Verify a Certificate"
        description="Enter the certificate ID printed on an AIHQ certificate to confirm that it is genuine."
      />
      <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <Form
          method="get"
          className="rounded-xl border bg-card p-6 shadow-sm"
          aria-describedby={error ? "certificate-error" : undefined}
        >
          <label htmlFor="certificate-id" className="text-sm font-medium">
            Certificate ID
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="certificate-id"
              name="id"
              defaultValue={id}
              placeholder="e.g. AIHQ-CERT-0001"
              autoComplete="off"
              maxLength={64}
              aria-invalid={error === "Please enter a certificate ID" || undefined}
              className="h-11 flex-1 rounded-md border border-input bg-background px-3 text-base uppercase placeholder:normal-case"
            />
            <Button type="submit" size="lg" disabled={verifying} className="h-11">
              <ShieldCheck aria-hidden="true" />
              {verifying ? "Verifying..." : "Verify"}
            </Button>
          </div>
          {error && (
            <p
              id="certificate-error"
              role="alert"
              className="mt-3 text-sm font-medium text-destructive"
            >
              {error}
            </p>
          )}
        </Form>
        <div aria-live="polite">
          {result && <CertificateResult result={result} links={links} />}
        </div>
      </section>
    </>
  );
}

function CertificateResult({
  result,
  links,
}: {
  result: NonNullable<Route.ComponentProps["loaderData"]["result"]>;
  links: { pdf: string; linkedIn: string } | null;
}) {
  if (result.status === "not_found") {
    return (
      <div className="mt-8 rounded-xl border border-destructive/30 bg-destructive/5 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-destructive">
          <CircleX aria-hidden="true" /> Certificate Not Found
        </h2>
        <p className="mt-2 text-muted-foreground">
          The certificate ID you entered could not be verified. Please check the ID and try again.
        </p>
      </div>
    );
  }
  const details = (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted-foreground">Name</dt>
        <dd className="font-semibold">{result.name}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Program</dt>
        <dd className="font-semibold">{result.program}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Date Issued</dt>
        <dd className="font-semibold">{formatDate(result.issuedOn)}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Certificate ID</dt>
        <dd className="font-mono font-semibold">{result.id}</dd>
      </div>
    </dl>
  );
  if (result.status === "valid") {
    return (
      <div className="mt-8 rounded-xl border border-success/30 bg-success/5 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-success">
          <BadgeCheck aria-hidden="true" /> Certificate Valid
        </h2>
        {details}
        {links && (
          <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            <a href={links.pdf} className="text-primary hover:underline">
              Download certificate (PDF)
            </a>
            <a href={links.linkedIn} rel="noreferrer" className="text-primary hover:underline">
              Add to LinkedIn
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="mt-8 rounded-xl border border-accent/40 bg-accent/10 p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <CircleAlert aria-hidden="true" />
        {result.status === "revoked" ? "Certificate Revoked" : "Certificate Expired"}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {result.status === "revoked"
          ? `This certificate was revoked on ${formatDate(result.revokedAt)} and is no longer valid.`
          : `This certificate expired on ${formatDate(result.expiresOn)} and is no longer valid.`}
      </p>
      {details}
    </div>
  );
}
