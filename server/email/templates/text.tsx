import type { CSSProperties, ReactNode } from "react";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { brand } from "./brand";

/** The mail's words: headings, paragraphs, inline emphasis, links and a divider. */

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

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: brand.blue, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: brand.line, margin: "24px 0" }} />;
}
