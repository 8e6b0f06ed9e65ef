import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { business } from "#common/business";
import { cn } from "#app/lib/cn";
import { dialHref } from "#app/lib/phone-links";
import { Logo } from "./logo";
import { footerLegalLinks, footerQuickLinks } from "./nav-links";
import { SocialIcon } from "./social-icons";

export function SiteFooter({ tone = "light" }: { tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  const muted = dark ? "text-navy-muted" : "text-muted-foreground";
  const linkClass = cn(
    "text-sm transition-colors",
    dark ? "hover:text-white" : "hover:text-primary",
  );
  return (
    <footer
      data-slot="site-footer"
      data-tone={tone}
      className={cn(
        "border-t",
        dark
          ? "border-white/10 bg-navy text-navy-foreground"
          : "border-border bg-muted/60 text-foreground",
      )}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo tone={dark ? "dark" : "light"} />
          <p className={cn("max-w-xs text-sm leading-relaxed", muted)}>{business.tagline}.</p>
          <ul className="flex gap-2" aria-label="Social media">
            {business.social.map((link) => {
              return (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`AIHQ on ${link.label} (opens in a new tab)`}
                    className={cn(
                      "inline-flex size-9 items-center justify-center rounded-full transition-colors",
                      dark
                        ? "bg-white/10 hover:bg-white/20"
                        : "bg-background hover:bg-primary hover:text-primary-foreground",
                    )}
                  >
                    <SocialIcon label={link.label} className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <FooterLinks
          id="footer-quick-links"
          title="Quick Links"
          links={footerQuickLinks}
          listClass={muted}
          linkClass={linkClass}
        />
        <FooterLinks
          id="footer-legal-links"
          title="Legal & Support"
          links={footerLegalLinks}
          listClass={muted}
          linkClass={linkClass}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide uppercase">Our Offices</h2>
          <p className={cn("mt-4 flex gap-2 text-sm", muted)}>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Offices in {business.offices.map((office) => office.city).join(" and ")}, serving
              clients across Malaysia and Southeast Asia.
            </span>
          </p>
          <p className={cn("mt-3 flex gap-2 text-sm", muted)}>
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={`mailto:${business.email}`} className={linkClass}>
              {business.email}
            </a>
          </p>
          <p className={cn("mt-3 flex gap-2 text-sm", muted)}>
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={dialHref(business.phone)} className={linkClass}>
              {business.phone}
            </a>
          </p>
        </div>
      </div>
      <div className={cn("border-t", dark ? "border-white/10" : "border-border")}>
        <p className={cn("mx-auto max-w-7xl px-4 py-6 text-center text-xs sm:px-6 lg:px-8", muted)}>
          © {business.footerYear} {business.legalName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
  listClass,
  linkClass,
}: {
  id: string;
  title: string;
  links: readonly { label: string; href: string }[];
  listClass: string;
  linkClass: string;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide uppercase">
        {title}
      </h2>
      <ul className={cn("mt-4 space-y-3", listClass)}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
