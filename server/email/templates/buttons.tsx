import type { ReactNode } from "react";
import { Button } from "@react-email/button";
import { Section } from "@react-email/section";
import { brand, usePlainText } from "./brand";

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
