import { plainTextSelectors, render } from "@react-email/render";
import type { FormDataOf, FormType } from "./form-types";
import { callbackTemplate } from "./templates/callback";
import { EmailLayout, PlainTextMode } from "./templates/layout";
import { quizTemplate } from "./templates/quiz";
import {
  customTrainingTemplate,
  grantInquiryTemplate,
  masterclassHrdcTemplate,
  masterclassIndividualTemplate,
  masterclassInstallmentTemplate,
  ntwTemplate,
} from "./templates/shop";
import { inertText } from "./templates/format";
import type { RecipientRole, RenderContext, Template } from "./templates/types";

export type { ProgramRecommendation, RecipientRole, RenderContext } from "./templates/types";

const templates: { [T in FormType]: Template<T> } = {
  ai_quiz_completion: quizTemplate,
  contact_callback: callbackTemplate,
  masterclass_individual: masterclassIndividualTemplate,
  masterclass_installment: masterclassInstallmentTemplate,
  masterclass_hrdc: masterclassHrdcTemplate,
  ntw_registration: ntwTemplate,
  grant_inquiry: grantInquiryTemplate,
  custom_training: customTrainingTemplate,
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders one message of a form: the visitor's confirmation or the team's
 * notification, as HTML (React Email, so every value is escaped by React)
 * and as plain text derived from the same HTML.
 */
export async function renderEmail<T extends FormType>(
  formType: T,
  role: RecipientRole,
  data: FormDataOf<T>,
  ctx: RenderContext,
): Promise<RenderedEmail> {
  const content = templates[formType][role](role === "visitor" ? withInertVisitorText(data) : data, ctx);
  const element = (
    <EmailLayout preview={content.preview} kicker={content.kicker} footerNote={content.footerNote}>
      {content.body}
    </EmailLayout>
  );
  const html = await render(element);
  const text = await render(<PlainTextMode.Provider value={true}>{element}</PlainTextMode.Provider>, {
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
  });
  return { subject: content.subject, html, text: tidyText(text) };
}

/**
 * Fields a visitor typed freely. In the visitor's own copy they are made
 * inert (no auto-links), because the visitor's address is only what someone
 * typed: it may be a stranger's. Addresses, ids and stored catalogue facts
 * are not in this list.
 */
const VISITOR_TEXT_KEYS = new Set([
  "name",
  "fullName",
  "contactName",
  "message",
  "org",
  "orgName",
  "organization",
  "about_organization",
  "role",
  "jobRole",
  "phone",
  "teamSize",
  "focusArea",
  "preferredDates",
  "goals",
]);

function withInertVisitorText<T>(data: T): T {
  const walk = (value: unknown, key: string | null): unknown => {
    if (typeof value === "string") return key && VISITOR_TEXT_KEYS.has(key) ? inertText(value) : value;
    if (Array.isArray(value) || !value || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(data, null) as T;
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
