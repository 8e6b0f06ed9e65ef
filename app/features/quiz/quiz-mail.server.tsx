import { Column } from "@react-email/column";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { z } from "zod";
import { defineLeadMail } from "#server/email/lead-mail";
import { clip, yesNo } from "#server/email/templates/format";
import {
  brand,
  CtaButton,
  Details,
  H1,
  H2,
  Meter,
  P,
  Small,
  Strong,
  TextLink,
  usePlainText,
} from "#server/email/templates/layout";
import type { ProgramRecommendation, RenderContext, Template } from "#server/email/templates/types";
import { business } from "#common/business";
import { mailLine, marketingOptIn, optionalMailLine } from "#app/features/leads/fields";
import { TeamLeadBody } from "#app/features/leads/lead-mail-parts.server";
import { leadRules, ORGANIZATION_REQUIRED } from "./lead.schema";
import { recommendPrograms } from "./recommendations.server";
import { isCompleteAnswerSet, scoreQuiz } from "./scoring";

const quizResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  band: z.enum(["getting_started", "exploring", "building_momentum", "ready_to_lead"]),
  bandLabel: z.string().max(300),
  bandSummary: z.string().max(5000),
  dimensions: z
    .array(
      z.object({
        topic: z.string().max(300),
        answer: z.string().max(300),
        points: z.number().int().min(0),
        max: z.number().int().min(1),
      }),
    )
    .max(20),
});

/**
 * A completed quiz as the outbox stores it (the original site's e-mail formData): the
 * lead's fields under the dialog's field rules, the answers, and the result
 * the server computed (`complete` below; a result sent by a client is
 * dropped by the endpoint).
 */
export const quizMailSchema = z
  .object({
    path: z.enum(["individual", "organization"], {
      message: "Path must be individual or organization",
    }),
    // Keyed by step number ("1", "2", …) with the chosen option's id.
    answers: z.record(
      z.string().regex(/^\d{1,2}$/, "Answer keys are step numbers"),
      z.string().max(100),
    ),
    leadData: z.object({
      name: mailLine(leadRules.name),
      email: mailLine(leadRules.email),
      organization: optionalMailLine(leadRules.organization),
      jobRole: mailLine(leadRules.jobRole),
    }),
    timestamp: z.iso
      .datetime({ offset: true, message: "Must be an ISO date and time" })
      .default(() => new Date().toISOString()),
    result: quizResultSchema.optional(),
    marketingOptIn,
  })
  .superRefine((data, ctx) => {
    if (data.path === "organization" && !data.leadData.organization) {
      ctx.addIssue({
        code: "custom",
        path: ["leadData", "organization"],
        message: ORGANIZATION_REQUIRED,
      });
    }
    if (!isCompleteAnswerSet(data.path, data.answers)) {
      ctx.addIssue({
        code: "custom",
        path: ["answers"],
        message: "Every question of the path must be answered with one of its options",
      });
    }
  });

export type QuizMailData = z.output<typeof quizMailSchema>;
type QuizData = QuizMailData;

/** The stored result; rows queued before scoring existed are scored here. */
function resultOf(data: QuizData) {
  return data.result ?? scoreQuiz(data.path, data.answers);
}

const PATH_LABEL = { individual: "Individual", organization: "Organization" } as const;

const quizTemplate: Template<QuizData> = {
  visitor(data, ctx) {
    const result = resultOf(data);
    const { name, organization } = data.leadData;
    return {
      subject: `Your AI Readiness result: ${result.bandLabel} (${result.score}%)`,
      preview: `${result.bandLabel}, ${result.score}% ready. ${result.bandSummary}`,
      kicker: "AI Readiness Assessment",
      body: (
        <>
          <H1>Your AI Readiness result</H1>
          <P>
            Hi {name}, thank you for taking the AI Readiness Assessment. Here is where{" "}
            {data.path === "organization" && organization ? (
              <>{organization} stands</>
            ) : (
              <>you stand</>
            )}{" "}
            today, and where to go next.
          </P>
          <ScoreCard score={result.score} bandLabel={result.bandLabel} />
          <P>{result.bandSummary}</P>

          <H2>Your answers, dimension by dimension</H2>
          {result.dimensions.map((dimension) => (
            <DimensionLine key={dimension.topic} {...dimension} />
          ))}

          <H2>Recommended for you</H2>
          <Recommendations items={ctx.recommendations} ctx={ctx} />

          <H2>Talk it through with us</H2>
          <P>
            Book a free 20-minute call with our team: we will look at your result together and
            suggest a practical first step.
          </P>
          <CtaButton href={business.bookingUrl}>Book a free 20-minute call</CtaButton>
        </>
      ),
      footerNote: (
        <>You receive this e-mail because you took the AI Readiness Assessment on our website.</>
      ),
    };
  },

  team(data, ctx) {
    const result = resultOf(data);
    const lead = data.leadData;
    return {
      subject: clip(`New quiz lead: ${lead.name}, ${result.bandLabel} (${result.score}%)`, 120),
      preview: `${PATH_LABEL[data.path]} path · ${lead.jobRole}${lead.organization ? ` at ${lead.organization}` : ""}`,
      kicker: "New lead · AI Readiness quiz",
      body: (
        <TeamLeadBody
          heading={<>{lead.name} completed the AI Readiness quiz</>}
          promise={
            <>
              Result: <Strong>{result.bandLabel}</Strong>, {result.score}% ready (
              {PATH_LABEL[data.path].toLowerCase()} path).
            </>
          }
          contact={{ email: lead.email, name: lead.name }}
          items={[
            { label: "Name", value: lead.name },
            { label: "E-mail", value: lead.email },
            { label: "Organization", value: lead.organization },
            { label: "Job role", value: lead.jobRole },
            { label: "Path", value: PATH_LABEL[data.path] },
            { label: "Score", value: `${result.score}% · ${result.bandLabel}` },
            { label: "Marketing e-mails", value: yesNo(data.marketingOptIn) },
          ]}
          receivedAt={ctx.receivedAt}
        >
          <Details
            title="Answers"
            items={result.dimensions.map((dimension) => ({
              label: `${dimension.topic} · ${dimension.points}/${dimension.max}`,
              value: dimension.answer,
            }))}
          />
        </TeamLeadBody>
      ),
    };
  },
};

function DimensionLine({
  topic,
  answer,
  points,
  max,
}: {
  topic: string;
  answer: string;
  points: number;
  max: number;
}) {
  if (usePlainText()) {
    return (
      <p>
        {topic} ({points} of {max}): {answer}
      </p>
    );
  }
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Row>
        <Column>
          <Text
            style={{
              margin: 0,
              fontSize: "15px",
              lineHeight: "22px",
              fontWeight: 600,
              color: brand.ink,
            }}
          >
            {topic}
          </Text>
        </Column>
        <Column style={{ width: "70px", textAlign: "right" }}>
          <Text style={{ margin: 0, fontSize: "13px", lineHeight: "22px", color: brand.muted }}>
            {points} of {max}
          </Text>
        </Column>
      </Row>
      <Text style={{ margin: "2px 0 0", fontSize: "14px", lineHeight: "21px", color: brand.body }}>
        {answer}
      </Text>
      <Meter fraction={points / max} color={brand.blue} />
    </Section>
  );
}

function ScoreCard({ score, bandLabel }: { score: number; bandLabel: string }) {
  if (usePlainText()) {
    return (
      <p>
        Readiness score: {score}%
        <br />
        Readiness band: {bandLabel}
      </p>
    );
  }
  return (
    <Section
      style={{
        backgroundColor: brand.navy,
        borderRadius: "12px",
        padding: "22px 24px",
        margin: "8px 0 20px",
      }}
    >
      <Row>
        <Column style={{ width: "120px", verticalAlign: "middle" }}>
          <Text
            style={{
              margin: 0,
              fontSize: "44px",
              lineHeight: "48px",
              fontWeight: 800,
              color: "#ffffff",
            }}
          >
            {score}%
          </Text>
        </Column>
        <Column style={{ verticalAlign: "middle" }}>
          <Text
            style={{
              margin: 0,
              fontSize: "12px",
              lineHeight: "16px",
              color: "#cbd5e1",
              textTransform: "uppercase",
              letterSpacing: "1px",
            }}
          >
            Readiness band
          </Text>
          <Text
            style={{
              margin: "2px 0 0",
              fontSize: "20px",
              lineHeight: "26px",
              fontWeight: 700,
              color: brand.cyan,
            }}
          >
            {bandLabel}
          </Text>
        </Column>
      </Row>
      <Meter fraction={score / 100} color={brand.cyan} track="#1e3a5f" />
    </Section>
  );
}

function Recommendations({ items, ctx }: { items: ProgramRecommendation[]; ctx: RenderContext }) {
  const catalogue = `${ctx.siteUrl}/shop/masterclasses`;
  if (items.length === 0) {
    return (
      <>
        <P>
          Our next programs are being scheduled. Browse the{" "}
          <TextLink href={catalogue}>masterclass catalogue</TextLink> or ask us for{" "}
          <TextLink href={`${ctx.siteUrl}/shop/masterclasses/custom`}>
            training tailored to your team
          </TextLink>
          .
        </P>
      </>
    );
  }
  return (
    <>
      {items.map((item) => (
        <Section
          key={item.url}
          style={{
            border: `1px solid ${brand.line}`,
            borderLeft: `4px solid ${brand.blue}`,
            borderRadius: "8px",
            padding: "12px 16px",
            margin: "0 0 12px",
          }}
        >
          <Text style={{ margin: 0, fontSize: "16px", lineHeight: "22px", fontWeight: 700 }}>
            <TextLink href={item.url}>{item.title}</TextLink>
          </Text>
          <Text
            style={{ margin: "4px 0 0", fontSize: "14px", lineHeight: "20px", color: brand.muted }}
          >
            {item.dateLabel} · {item.formatLabel} · {item.priceLabel}
          </Text>
        </Section>
      ))}
      <Small>
        See every upcoming program in the{" "}
        <TextLink href={catalogue}>masterclass catalogue</TextLink>.
      </Small>
    </>
  );
}

/**
 * The quiz's mails: the visitor's result with program suggestions, and the
 * team's lead. The result is computed when the mails are queued (unless our
 * own action already stored it) and kept in the row, so the mail shows
 * exactly what was scored.
 */
export const quizMail = defineLeadMail({
  formType: "ai_quiz_completion",
  schema: quizMailSchema,
  templates: quizTemplate,
  visitorAddress: (data) => data.leadData.email,
  visitorName: (data) => data.leadData.name,
  complete: (data) =>
    data.result ? data : { ...data, result: scoreQuiz(data.path, data.answers) },
  computedFields: ["result"],
  visitorText: ["name", "organization", "jobRole"],
  suggestions: recommendPrograms,
});
