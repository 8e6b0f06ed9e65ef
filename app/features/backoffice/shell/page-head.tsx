import type * as React from "react";
import { TextLink } from "./text-link";

/**
 * A back-office page's head: the way back up to its list (`back`, "← Outbox"), its title,
 * and what is said under the title (`children`).
 */
export function PageHead({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <TextLink to={back.to} className="text-sm">
        {`← ${back.label}`}
      </TextLink>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
