import type { ReactNode } from "react";
import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { brand } from "./brand";

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
