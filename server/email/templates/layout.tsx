import type { CSSProperties, ReactNode } from "react";
import { Body } from "@react-email/body";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { business } from "#common/business";
import { brand } from "./brand";
import { Nowrap } from "./text";

/**
 * The building blocks every AIHQ mail is made of. Mail clients ignore
 * stylesheets to various degrees, so styles are inline (React Email's
 * components already render the table layout they need); the one media query
 * only tightens padding on phones, and mail that ignores it still reads well.
 * React escapes every value placed in these components: user input is never
 * HTML here.
 *
 * This module holds the frame (EmailLayout); each kind of block has its own
 * module (text, buttons, details, highlights, brand), re-exported here so a
 * template takes the whole kit from one import.
 */
export { PlainTextMode, brand, usePlainText } from "./brand";
export { CtaButton, ContactActions } from "./buttons";
export { Details, type DetailItem } from "./details";
export { Callout, Meter } from "./highlights";
export { Divider, H1, H2, Nowrap, P, Small, Strong, TextLink } from "./text";

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const RESPONSIVE_CSS = `
@media only screen and (max-width: 620px) {
  .aihq-pad { padding-left: 20px !important; padding-right: 20px !important; }
  .aihq-outer { padding: 0 !important; }
  .aihq-card { border-radius: 0 !important; }
  .aihq-h1 { font-size: 22px !important; line-height: 30px !important; }
}`;

export function EmailLayout({
  preview,
  kicker,
  children,
  footerNote,
}: {
  preview: string;
  /** A small label above the content: what kind of mail this is. */
  kicker: string;
  children: ReactNode;
  footerNote?: ReactNode;
}) {
  const office = business.offices[0];
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{RESPONSIVE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.page, margin: 0, padding: 0, fontFamily }}>
        <Section className="aihq-outer" style={{ padding: "24px 12px" }}>
          <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
            <Section
              className="aihq-pad aihq-card"
              style={{
                backgroundColor: brand.navy,
                borderRadius: "12px 12px 0 0",
                padding: "24px 32px 20px",
              }}
            >
              <Text
                style={{
                  margin: 0,
                  fontSize: "26px",
                  lineHeight: "30px",
                  fontWeight: 800,
                  letterSpacing: "-0.5px",
                }}
              >
                <span style={{ color: "#ffffff" }}>AI</span>
                <span style={{ color: brand.cyan }}>HQ</span>
              </Text>
              <Text
                style={{
                  margin: "6px 0 0",
                  fontSize: "12px",
                  lineHeight: "18px",
                  color: "#cbd5e1",
                  textTransform: "uppercase",
                  letterSpacing: "1.2px",
                }}
              >
                {kicker}
              </Text>
            </Section>
            <AccentBar />
            <Section
              className="aihq-pad"
              style={{
                backgroundColor: "#ffffff",
                padding: "32px 32px 28px",
                borderRadius: "0 0 12px 12px",
              }}
            >
              {children}
            </Section>
            <Section className="aihq-pad" style={{ padding: "24px 32px 8px", textAlign: "center" }}>
              {footerNote ? <Text style={footerText}>{footerNote}</Text> : null}
              <Text style={{ ...footerText, fontWeight: 600, color: brand.body }}>
                {business.legalName}
              </Text>
              {office ? (
                <Text style={footerText}>
                  {office.lines.join(", ")}, {office.country}
                  <br />
                  <Nowrap>{business.phone}</Nowrap> ·{" "}
                  <Link
                    href={`mailto:${business.email}`}
                    style={{ color: brand.muted, textDecoration: "underline" }}
                  >
                    {business.email}
                  </Link>
                </Text>
              ) : null}
              <Text style={footerText}>
                {business.social.map((link, index) => (
                  <span key={link.label}>
                    {index > 0 ? " · " : ""}
                    <Link
                      href={link.href}
                      style={{ color: brand.muted, textDecoration: "underline" }}
                    >
                      {link.label}
                    </Link>
                  </span>
                ))}
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

const footerText: CSSProperties = {
  margin: "0 0 8px",
  fontSize: "12px",
  lineHeight: "18px",
  color: brand.muted,
};

/** The brand colours as a thin stripe under the header. */
function AccentBar() {
  const cell = (color: string, width: string) => (
    <Column
      style={{ backgroundColor: color, height: "4px", width, fontSize: "1px", lineHeight: "4px" }}
    >
      &nbsp;
    </Column>
  );
  return (
    <Row className="aihq-notext" style={{ width: "100%" }}>
      {cell(brand.blue, "60%")}
      {cell(brand.cyan, "30%")}
      {cell(brand.amber, "10%")}
    </Row>
  );
}
