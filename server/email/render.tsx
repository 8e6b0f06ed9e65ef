import { plainTextSelectors, render } from "@react-email/render";
import type { LeadMailRuntime } from "./lead-mail";
import { requireLeadMail } from "./registry";
import { inertText } from "./templates/format";
import { EmailLayout, PlainTextMode } from "./templates/layout";
import type { MailAttachment, RecipientRole, RenderContext } from "./templates/types";

export type { ProgramRecommendation, RecipientRole, RenderContext } from "./templates/types";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * Renders one message of a form: the visitor's confirmation or the team's
 * notification, as HTML (React Email, so every value is escaped by React)
 * and as plain text derived from the same HTML.
 */
export async function renderEmail(
  mailOrType: LeadMailRuntime | string,
  role: RecipientRole,
  data: unknown,
  ctx: RenderContext,
): Promise<RenderedEmail> {
  const mail = typeof mailOrType === "string" ? requireLeadMail(mailOrType) : mailOrType;
  const content = mail.content(
    role,
    role === "visitor" ? withInertVisitorText(data, mail.visitorTextKeys) : data,
    ctx,
  );
  const element = (
    <EmailLayout preview={content.preview} kicker={content.kicker} footerNote={content.footerNote}>
      {content.body}
    </EmailLayout>
  );
  const html = await render(element);
  const text = await render(
    <PlainTextMode.Provider value={true}>{element}</PlainTextMode.Provider>,
    {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        // Decoration (the colour stripe, score bars) has no words to offer.
        selectors: [
          ...plainTextSelectors,
          { selector: ".aihq-notext", format: "skip" },
          // Headings hold names people typed; shouting them in capitals would misspell some.
          { selector: "h1", options: { uppercase: false, leadingLineBreaks: 1 } },
          { selector: "h2", options: { uppercase: false } },
        ],
      },
    },
  );
  return {
    subject: content.subject,
    html,
    text: tidyText(text),
    attachments: content.attachments ?? [],
  };
}

/**
 * The visitor's own copy: the fields the lead module names as text the
 * visitor typed freely are made inert (no auto-links), wherever they sit in
 * the data, because the visitor's address is only what someone typed: it may
 * be a stranger's. Addresses, ids and stored catalogue facts are not named.
 */
function withInertVisitorText(data: unknown, keys: ReadonlySet<string>): unknown {
  const walk = (value: unknown, key: string | null): unknown => {
    if (typeof value === "string") return key && keys.has(key) ? inertText(value) : value;
    if (Array.isArray(value) || !value || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(data, null);
}

/** Table layouts leave lines of spaces behind; a reader wants one blank line at most. */
function tidyText(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \u00a0]+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
