import { createContext, useContext, type CSSProperties, type ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { business } from "#common/business";

/**
 * The building blocks every AIHQ mail is made of. Mail clients ignore
 * stylesheets to various degrees, so styles are inline (React Email's
 * components already render the table layout they need); the one media query
 * only tightens padding on phones, and mail that ignores it still reads well.
 * React escapes every value placed in these components: user input is never
 * HTML here.
 */
/**
 * True while the plain-text part is rendered: the text part is derived from
 * the same tree, and a few blocks (tables of details, buttons) read better in
 * text written as "Label: value" lines than as converted table cells.
 */
export const PlainTextMode = createContext(false);

export function usePlainText(): boolean {
  return useContext(PlainTextMode);
}

export const brand = {
  navy: "#0b1f3a",
  blue: "#2563eb",
  cyan: "#06b6d4",
  amber: "#f59e0b",
  ink: "#0f172a",
  body: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  page: "#eef2f7",
  tint: "#f8fafc",
} as const;

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

export function H1({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="aihq-h1"
      style={{
        margin: "0 0 16px",
        fontSize: "26px",
        lineHeight: "34px",
        fontWeight: 700,
        color: brand.navy,
        wordBreak: "break-word",
      }}
    >
      {children}
    </Heading>
  );
}

export function H2({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      style={{
        margin: "28px 0 12px",
        fontSize: "18px",
        lineHeight: "26px",
        fontWeight: 700,
        color: brand.navy,
      }}
    >
      {children}
    </Heading>
  );
}

export function P({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Text
      style={{
        margin: "0 0 16px",
        fontSize: "16px",
        lineHeight: "26px",
        color: brand.body,
        ...style,
      }}
    >
      {children}
    </Text>
  );
}

export function Small({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: "0 0 12px", fontSize: "13px", lineHeight: "20px", color: brand.muted }}>
      {children}
    </Text>
  );
}

export function Strong({ children }: { children: ReactNode }) {
  return <strong style={{ color: brand.ink, fontWeight: 600 }}>{children}</strong>;
}

/** Phone numbers and similar values that must not break across lines. */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: "nowrap" }}>{children}</span>;
}

export function CtaButton({
  href,
  children,
  tone = "primary",
}: {
  href: string;
  children: ReactNode;
  tone?: "primary" | "secondary";
}) {
  const primary = tone === "primary";
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: primary ? brand.blue : "#ffffff",
          color: primary ? "#ffffff" : brand.blue,
          border: `1px solid ${brand.blue}`,
          borderRadius: "8px",
          fontSize: "15px",
          fontWeight: 600,
          lineHeight: "20px",
          padding: "12px 22px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: brand.blue, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * Label above value, one item per row: reads the same on a phone and on a
 * desktop, and long values (messages, goals) wrap naturally.
 */
export function Details({ items, title }: { items: DetailItem[]; title?: string }) {
  const plain = usePlainText();
  const shown = items.filter(
    (item) => item.value !== null && item.value !== undefined && item.value !== "",
  );
  if (plain) {
    return (
      <>
        {title ? <p>{title}</p> : null}
        <p>
          {shown.map((item) => (
            <span key={item.label}>
              {item.label}:{" "}
              {typeof item.value === "string" ? <Lines text={item.value} /> : item.value}
              <br />
            </span>
          ))}
        </p>
      </>
    );
  }
  return (
    <Section
      style={{
        backgroundColor: brand.tint,
        border: `1px solid ${brand.line}`,
        borderRadius: "10px",
        padding: "6px 20px",
        margin: "4px 0 24px",
      }}
    >
      {title ? (
        <Text
          style={{
            margin: "14px 0 4px",
            fontSize: "13px",
            lineHeight: "18px",
            fontWeight: 700,
            color: brand.navy,
            textTransform: "uppercase",
            letterSpacing: "0.8px",
          }}
        >
          {title}
        </Text>
      ) : null}
      {shown.map((item, index) => (
        <Section
          key={item.label}
          style={{ borderTop: index === 0 ? "none" : `1px solid ${brand.line}`, padding: "10px 0" }}
        >
          <Text
            style={{
              margin: 0,
              fontSize: "12px",
              lineHeight: "16px",
              color: brand.muted,
              textTransform: "uppercase",
              letterSpacing: "0.6px",
            }}
          >
            {item.label}
          </Text>
          <Text
            style={{
              margin: "2px 0 0",
              fontSize: "15px",
              lineHeight: "22px",
              color: brand.ink,
              whiteSpace: "pre-line",
              wordBreak: "break-word",
            }}
          >
            {item.value}
          </Text>
        </Section>
      ))}
    </Section>
  );
}

/** Keeps the line breaks of a typed message in the text part (HTML shows them with pre-line). */
function Lines({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}

/** A highlighted box for the one thing the reader should do or know next. */
export function Callout({
  title,
  children,
  tone = "amber",
}: {
  title: string;
  children: ReactNode;
  tone?: "amber" | "cyan";
}) {
  const accent = tone === "amber" ? brand.amber : brand.cyan;
  const background = tone === "amber" ? "#fffbeb" : "#ecfeff";
  return (
    <Section
      style={{
        backgroundColor: background,
        borderLeft: `4px solid ${accent}`,
        borderRadius: "8px",
        padding: "14px 18px",
        margin: "4px 0 24px",
      }}
    >
      <Text
        style={{
          margin: "0 0 4px",
          fontSize: "15px",
          lineHeight: "22px",
          fontWeight: 700,
          color: brand.navy,
        }}
      >
        {title}
      </Text>
      <Text style={{ margin: 0, fontSize: "15px", lineHeight: "23px", color: brand.body }}>
        {children}
      </Text>
    </Section>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: brand.line, margin: "24px 0" }} />;
}

/** A horizontal bar filled to `fraction` (0–1): scores and points. */
export function Meter({
  fraction,
  color = brand.cyan,
  track = brand.line,
}: {
  fraction: number;
  color?: string;
  track?: string;
}) {
  const filled = Math.max(0, Math.min(100, Math.round(fraction * 100)));
  return (
    <Row className="aihq-notext" style={{ width: "100%", margin: "6px 0 0" }}>
      {filled > 0 ? (
        <Column
          style={{
            width: `${filled}%`,
            backgroundColor: color,
            height: "8px",
            fontSize: "1px",
            lineHeight: "8px",
            borderRadius: filled === 100 ? "4px" : "4px 0 0 4px",
          }}
        >
          &nbsp;
        </Column>
      ) : null}
      {filled < 100 ? (
        <Column
          style={{
            width: `${100 - filled}%`,
            backgroundColor: track,
            height: "8px",
            fontSize: "1px",
            lineHeight: "8px",
            borderRadius: filled === 0 ? "4px" : "0 4px 4px 0",
          }}
        >
          &nbsp;
        </Column>
      ) : null}
    </Row>
  );
}

/** For the team: who the lead is, at a glance, with one-tap reply and call. */
export function ContactActions({
  email,
  phone,
  name,
}: {
  email: string;
  phone?: string | null;
  name: string;
}) {
  const plain = usePlainText();
  const tel = phone ? phone.replace(/[^\d+]/g, "") : "";
  if (plain) {
    return (
      <p>
        Reply to {name}: {email}
        {phone ? (
          <>
            <br />
            Call: {phone}
          </>
        ) : null}
      </p>
    );
  }
  return (
    <Section style={{ margin: "0 0 8px" }}>
      <Button
        href={`mailto:${email}`}
        style={{
          backgroundColor: brand.blue,
          color: "#ffffff",
          borderRadius: "8px",
          fontSize: "15px",
          fontWeight: 600,
          padding: "11px 20px",
          textDecoration: "none",
          margin: "0 8px 8px 0",
        }}
      >
        Reply to {name}
      </Button>
      {tel.length >= 5 ? (
        <Button
          href={`tel:${tel}`}
          style={{
            backgroundColor: "#ffffff",
            color: brand.blue,
            border: `1px solid ${brand.blue}`,
            borderRadius: "8px",
            fontSize: "15px",
            fontWeight: 600,
            padding: "10px 20px",
            textDecoration: "none",
            margin: "0 0 8px",
          }}
        >
          Call {phone}
        </Button>
      ) : null}
    </Section>
  );
}
