import type { ReactNode } from "react";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { brand, usePlainText } from "./brand";

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
