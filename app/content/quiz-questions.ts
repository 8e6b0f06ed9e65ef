/**
 * The AI Readiness quiz: our wording for the spec's topics
 * (docs/decisions/0005-quiz-content-and-scoring.md).
 * Every option scores 0–3; a higher score means readier.
 */
export type QuizPath = "individual" | "organization";

export interface QuizOption {
  id: string;
  label: string;
  points: 0 | 1 | 2 | 3;
}

export interface QuizQuestion {
  /** The dimension the question measures, as the result e-mail names it. */
  topic: string;
  question: string;
  options: QuizOption[];
}

export const MAX_POINTS_PER_QUESTION = 3;

export const quizQuestions: Record<QuizPath, QuizQuestion[]> = {
  individual: [
    {
      topic: "AI confidence",
      question: "How confident are you using AI tools such as ChatGPT or Copilot at work?",
      options: [
        { id: "never-used", label: "I have not used them yet", points: 0 },
        { id: "tried-a-few-times", label: "I have tried them a few times", points: 1 },
        { id: "use-weekly", label: "I use them most weeks for simple tasks", points: 2 },
        { id: "use-daily", label: "I use them daily and get reliable results", points: 3 },
      ],
    },
    {
      topic: "Goals",
      question: "What would you most like AI to help you achieve?",
      options: [
        { id: "not-sure", label: "I am not sure yet", points: 0 },
        {
          id: "save-time",
          label: "Save time on everyday tasks like e-mails and reports",
          points: 1,
        },
        { id: "better-work", label: "Produce better analysis, content or decisions", points: 2 },
        { id: "lead-change", label: "Lead AI projects and change how my team works", points: 3 },
      ],
    },
    {
      topic: "Independence",
      question: "When you try a new AI tool, how do you usually get started?",
      options: [
        { id: "need-guidance", label: "I need someone to show me step by step", points: 0 },
        { id: "follow-tutorials", label: "I follow tutorials and figure it out", points: 2 },
        { id: "experiment", label: "I experiment on my own and teach others", points: 3 },
      ],
    },
    {
      topic: "Timeline",
      question: "When do you want to be using AI confidently in your role?",
      options: [
        { id: "no-rush", label: "No fixed timeline", points: 0 },
        { id: "this-year", label: "Within the next 6 to 12 months", points: 1 },
        { id: "three-months", label: "Within the next 3 months", points: 2 },
        { id: "now", label: "Right now: it is already part of my job", points: 3 },
      ],
    },
    {
      topic: "Support type",
      question: "What kind of support would help you most?",
      options: [
        { id: "basics-course", label: "A beginner-friendly course on the basics", points: 0 },
        {
          id: "hands-on-workshop",
          label: "A hands-on workshop with practical exercises",
          points: 1,
        },
        {
          id: "advanced-masterclass",
          label: "An advanced masterclass for my profession",
          points: 2,
        },
        { id: "coaching", label: "One-to-one coaching on my own projects", points: 3 },
      ],
    },
  ],
  organization: [
    {
      topic: "Adoption level",
      question: "How is AI used in your organisation today?",
      options: [
        { id: "not-at-all", label: "Not at all, as far as we know", points: 0 },
        { id: "individuals", label: "A few individuals use it on their own", points: 1 },
        { id: "some-teams", label: "Some teams use approved tools", points: 2 },
        { id: "company-wide", label: "It is part of processes across the company", points: 3 },
      ],
    },
    {
      topic: "Objective",
      question: "What is your main objective for AI in the next year?",
      options: [
        { id: "understand", label: "Understand what AI could do for us", points: 0 },
        { id: "productivity", label: "Raise everyday productivity", points: 1 },
        { id: "specific-processes", label: "Transform specific processes or services", points: 2 },
        { id: "competitive-edge", label: "Build a lasting competitive advantage", points: 3 },
      ],
    },
    {
      topic: "Workforce readiness",
      question: "How ready are your employees to work with AI?",
      options: [
        { id: "unaware", label: "Most have little awareness of AI", points: 0 },
        { id: "curious", label: "Curious, but without skills or guidance", points: 1 },
        { id: "some-skilled", label: "Some are skilled and help colleagues", points: 2 },
        { id: "trained", label: "Most are trained and use AI well", points: 3 },
      ],
    },
    {
      topic: "Leadership support",
      question: "How does your leadership team approach AI?",
      options: [
        { id: "sceptical", label: "Sceptical or not yet discussing it", points: 0 },
        { id: "interested", label: "Interested, but no plan or budget", points: 1 },
        { id: "sponsoring", label: "Sponsoring pilots with a budget", points: 2 },
        { id: "driving", label: "Driving an AI strategy with clear goals", points: 3 },
      ],
    },
    {
      topic: "Timeline",
      question: "When do you plan to roll out AI training or projects?",
      options: [
        { id: "undecided", label: "Not decided yet", points: 0 },
        { id: "next-year", label: "Within the next 12 months", points: 1 },
        { id: "next-quarter", label: "Within the next 3 months", points: 2 },
        { id: "under-way", label: "Already under way", points: 3 },
      ],
    },
    {
      topic: "Integration confidence",
      question: "How confident are you about fitting AI into your systems, data and policies?",
      options: [
        { id: "no-idea", label: "We would not know where to start", points: 0 },
        { id: "concerns", label: "We have concerns about data, security or PDPA", points: 1 },
        { id: "policy-drafted", label: "We have drafted policies and chosen tools", points: 2 },
        { id: "governed", label: "We have governance and integrations in place", points: 3 },
      ],
    },
  ],
};
