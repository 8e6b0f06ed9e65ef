/**
 * The demo catalogue, blog and certificates that an empty installation starts with.
 *
 * Every builder is pure: dates come from the `today` argument, so a site started on any day
 * has a live countdown, a full calendar and "upcoming" lists; the same `today` always gives
 * the same rows. People and companies here are invented.
 */
import type {
  blogCategories,
  blogPosts,
  books,
  certificates,
  grants,
  masterclasses,
  ntwPrograms,
} from "../schema";
import type {
  AgendaItem,
  MasterclassContent,
  Trainer,
} from "../../../app/lib/masterclass-content";
import { readingTime } from "../../../app/lib/reading-time";

export type MasterclassRow = typeof masterclasses.$inferInsert;
export type BookRow = typeof books.$inferInsert;
export type GrantRow = typeof grants.$inferInsert;
export type NtwProgramRow = typeof ntwPrograms.$inferInsert;
export type BlogCategoryRow = typeof blogCategories.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferInsert;
export type CertificateRow = typeof certificates.$inferInsert;

// ---------------------------------------------------------------- calendar helpers

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Malaysia has no daylight saving, so a fixed offset is exact. */
const MYT_OFFSET_HOURS = 8;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/**
 * A calendar day in Malaysia, held as UTC midnight of that date so that day arithmetic and
 * `getUTC*` read the Malaysian date whatever the server's own time zone is.
 */
type CalendarDay = Date & { readonly __calendarDay: true };

function mytCalendarDay(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + MYT_OFFSET_HOURS * HOUR_MS);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()),
  ) as CalendarDay;
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(day.getTime() + days * DAY_MS) as CalendarDay;
}

/** The instant of a wall-clock time in Kuala Lumpur on `day`. */
function mytInstant(day: CalendarDay, hour: number, minute = 0): Date {
  return new Date(day.getTime() + (hour - MYT_OFFSET_HOURS) * HOUR_MS + minute * 60_000);
}

function isoDate(day: CalendarDay): string {
  return day.toISOString().slice(0, 10);
}

function isWeekday(day: CalendarDay): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Training in Malaysia runs on working days: move `day` by as little as possible so that
 * all `lengthDays` days fall on Monday to Friday. Staying in the same month is preferred, so
 * that events planned for a month (the calendar's busy month) stay there.
 */
function onWorkingDays(day: CalendarDay, lengthDays: number): CalendarDay {
  const shifts = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];
  for (const sameMonth of [true, false]) {
    for (const shift of shifts) {
      const start = addDays(day, shift);
      if (sameMonth && start.getUTCMonth() !== day.getUTCMonth()) continue;
      let allWorking = true;
      for (let i = 0; i < lengthDays; i++) {
        if (!isWeekday(addDays(start, i))) allWorking = false;
      }
      if (allWorking) return start;
    }
  }
  return day;
}

function longDay(day: CalendarDay): string {
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "Tuesday, 14 April 2026" or "14 – 16 April 2026 (3 days)", as our brochures write it. */
function dateText(start: CalendarDay, lengthDays: number): string {
  if (lengthDays <= 1) return longDay(start);
  const end = addDays(start, lengthDays - 1);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === end.getUTCMonth();
  const endText = `${end.getUTCDate()} ${MONTHS[end.getUTCMonth()]} ${end.getUTCFullYear()}`;
  const startText = sameMonth
    ? `${start.getUTCDate()}`
    : sameYear
      ? `${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]}`
      : `${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  return `${startText} – ${endText} (${lengthDays} days)`;
}

// ---------------------------------------------------------------- people

export interface DemoPerson extends Trainer {
  /** File name of the avatar under /images/trainers/. */
  slug: string;
}

function person(slug: string, name: string, credentials: string, linkedin: string): DemoPerson {
  return {
    slug,
    name,
    credentials,
    photo: `/images/trainers/${slug}.svg`,
    linkedin: `https://www.linkedin.com/in/${linkedin}`,
  };
}

/** Trainers and speakers who appear in the catalogue; invented people. */
export const DEMO_PEOPLE = {
  farid: person(
    "farid-hamzah",
    "Dr. Farid Hamzah",
    "PhD in Computer Science (Universiti Teknologi Malaysia); former Head of Data Science at a Malaysian commercial bank; HRD Corp Accredited Trainer with 15 years of AI and analytics work across ASEAN.",
    "farid-hamzah-aihq",
  ),
  nurulAisyah: person(
    "nurul-aisyah-kamarudin",
    "Nurul Aisyah Kamarudin",
    "Certified HR Professional (MIHRM); 18 years in talent acquisition and HR operations at Malaysian GLCs and multinationals; HRD Corp Accredited Trainer.",
    "nurul-aisyah-kamarudin",
  ),
  jason: person(
    "jason-lim-wei-ming",
    "Jason Lim Wei Ming",
    "Founder of an AI automation consultancy in Petaling Jaya; Microsoft Certified: Azure AI Engineer Associate; has trained more than 6,000 Malaysian professionals in generative AI.",
    "jason-lim-weiming",
  ),
  priya: person(
    "priya-devi-subramaniam",
    "Priya Devi Subramaniam",
    "Former business journalist; 12 years leading corporate communications for companies listed on Bursa Malaysia; HRD Corp Accredited Trainer.",
    "priya-devi-subramaniam",
  ),
  meiLing: person(
    "tan-mei-ling",
    "Tan Mei Ling",
    "Chartered Accountant (MIA); Microsoft Certified: Power BI Data Analyst Associate; former FP&A lead at a regional FMCG group.",
    "tan-mei-ling-analytics",
  ),
  amirul: person(
    "amirul-hakim-zulkifli",
    "Amirul Hakim Zulkifli",
    "Head of Growth at a Kuala Lumpur e-commerce company; Google Ads and Meta Blueprint certified; part-time lecturer in digital marketing.",
    "amirul-hakim-zulkifli",
  ),
  sitiZulaikha: person(
    "siti-zulaikha-omar",
    "Siti Zulaikha Omar",
    "Chief Digital Officer, Sinar Telekom Berhad; led the group's customer-service AI rollout across 4 million subscribers.",
    "siti-zulaikha-omar",
  ),
  raymond: person(
    "raymond-chong-kar-weng",
    "Raymond Chong Kar Weng",
    "Co-founder and CTO, Kelana AI Labs; builds Bahasa Malaysia and Manglish language models for local enterprises.",
    "raymond-chong-kw",
  ),
  deepa: person(
    "deepa-krishnan",
    "Deepa Krishnan",
    "Partner, Technology Risk and Governance at Lim, Krishnan & Partners; advises boards on AI governance and the PDPA.",
    "deepa-krishnan-governance",
  ),
  daniel: person(
    "daniel-wong-kah-hoe",
    "Daniel Wong Kah Hoe",
    "Chief People Officer, Puncak Logistics Group; reskilled 1,200 warehouse and office staff for automation.",
    "daniel-wong-kahhoe",
  ),
  sharifahNadia: person(
    "sharifah-nadia-syed-ali",
    "Sharifah Nadia Syed Ali",
    "Head of Workforce Transformation, Gemilang Capital Berhad; sits on an industry panel on future skills for financial services.",
    "sharifah-nadia-syedali",
  ),
} as const satisfies Record<string, DemoPerson>;

/** A trainer as the `content` JSON stores it: without our file-name key. */
function asTrainer({ name, credentials, photo, linkedin }: DemoPerson): Trainer {
  return { name, credentials, photo, linkedin };
}

// ---------------------------------------------------------------- masterclasses

interface EventPlan {
  slug: string;
  /** Days from today (Malaysian calendar) before moving onto working days. */
  offsetDays: number;
  lengthDays: number;
}

interface PlannedDates {
  date: Date;
  endDate: Date | null;
  dateText: string;
}

function planDates(today: CalendarDay, plan: EventPlan): PlannedDates {
  const start = onWorkingDays(addDays(today, plan.offsetDays), plan.lengthDays);
  return {
    date: mytInstant(start, 9),
    // The end instant is also 9:00 AM, so the inclusive day count is a whole number of days.
    endDate: plan.lengthDays > 1 ? mytInstant(addDays(start, plan.lengthDays - 1), 9) : null,
    dateText: dateText(start, plan.lengthDays),
  };
}

const VIRTUAL_REQUIREMENTS =
  "A laptop with a stable internet connection, Zoom installed and a working webcam and microphone. Join links are e-mailed two days before the session.";

/** Venue text for our own training suite in Kuala Lumpur. */
const AIHQ_SUITE =
  "AIHQ Training Suite, Level 18, Menara Aurora, Jalan Ampang, 50450 Kuala Lumpur (5 minutes' walk from the KLCC LRT station)";

const SESSION_TIME = "9:00 AM - 5:00 PM";

/**
 * The ten catalogue events. The four slugs with image overrides in the spec are here, two
 * multi-day conferences, one multi-day masterclass whose agenda has no day numbers, one event
 * that ran a few days ago and one with almost no content, so that every page state shows.
 */
export function buildMasterclasses(today: Date): MasterclassRow[] {
  const day = mytCalendarDay(today);
  // Two events share the month of today + 20 days; the second one goes towards the middle
  // of that month so that it cannot slip into the next one.
  const busy = addDays(day, 20);
  const busyPartnerOffset = busy.getUTCDate() <= 15 ? 27 : 13;
  const at = (slug: string, offsetDays: number, lengthDays = 1) =>
    planDates(day, { slug, offsetDays, lengthDays });

  const copilot = at("microsoft-copilot-productivity", -4);
  const chatgpt = at("chatgpt-skill-boost", 9);
  const writing = at("business-writing-masterclass", 20);
  const marketing = at("generative-ai-marketing", busyPartnerOffset);
  const hr = at("hr-masterclass", 34, 2);
  const leader = at("ai-ready-leader", 47);
  const summit = at("malaysia-ai-business-summit", 61, 3);
  const dataAnalysis = at("excel-power-bi-ai", 76, 2);
  const futureOfWork = at("future-of-work-virtual-conference", 93, 4);
  const finance = at("ai-for-finance-teams", 112);

  const row = (
    slug: string,
    dates: PlannedDates,
    fields: Omit<MasterclassRow, "slug" | "date" | "endDate" | "heroImg">,
  ): MasterclassRow => ({
    slug,
    date: dates.date,
    endDate: dates.endDate,
    heroImg: `/images/masterclasses/${slug}.svg`,
    ...fields,
  });

  return [
    row("microsoft-copilot-productivity", copilot, {
      title: "Microsoft 365 Copilot Productivity Masterclass",
      subtitle: "Draft, summarise and analyse faster in Word, Excel, Outlook and Teams",
      format: "virtual",
      type: "masterclass",
      price: "999.00",
      classSize: 50,
      isHrdc: true,
      isNtw: false,
      content: copilotContent(copilot.dateText),
    }),
    row("chatgpt-skill-boost", chatgpt, {
      title: "ChatGPT Skill Boost",
      subtitle: "A hands-on day of prompting for everyday office work",
      format: "virtual",
      type: "masterclass",
      price: "499.00",
      classSize: 100,
      isHrdc: false,
      isNtw: true,
      content: chatgptContent(chatgpt.dateText),
    }),
    row("business-writing-masterclass", writing, {
      title: "Business Writing with AI Masterclass",
      subtitle:
        "Clear e-mails, reports and proposals in half the time, without sounding like a robot",
      format: "virtual",
      type: "masterclass",
      price: "1299.00",
      classSize: 40,
      brochure: "brochures/business-writing-masterclass.pdf",
      isHrdc: true,
      isNtw: false,
      content: writingContent(writing.dateText),
    }),
    row("generative-ai-marketing", marketing, {
      title: "Generative AI for Marketing Teams",
      subtitle:
        "Campaign ideas, copy and visuals for Malaysian audiences, in English and Bahasa Malaysia",
      format: "virtual",
      type: "masterclass",
      price: "1499.00",
      classSize: 60,
      isHrdc: false,
      isNtw: true,
      content: marketingContent(marketing.dateText),
    }),
    row("hr-masterclass", hr, {
      title: "AI for HR Professionals Masterclass",
      subtitle: "Recruit, onboard and develop talent with AI, responsibly and within the PDPA",
      format: "physical",
      type: "masterclass",
      price: "2800.00",
      classSize: 30,
      brochure: "brochures/hr-masterclass.pdf",
      isHrdc: true,
      isNtw: false,
      content: hrContent(hr.dateText),
    }),
    row("ai-ready-leader", leader, {
      title: "The AI-Ready Leader",
      subtitle: "An executive masterclass on AI strategy, governance and return on investment",
      format: "physical",
      type: "masterclass",
      price: "3500.00",
      classSize: 20,
      brochure: "brochures/ai-ready-leader.pdf",
      isHrdc: true,
      isNtw: false,
      content: leaderContent(leader.dateText),
    }),
    row("malaysia-ai-business-summit", summit, {
      title: "Malaysia AI Business Summit",
      subtitle:
        "Three days of keynotes, local case studies and hands-on workshops for decision-makers",
      format: "physical",
      type: "conference",
      price: "4500.00",
      classSize: 200,
      brochure: "brochures/malaysia-ai-business-summit.pdf",
      isHrdc: true,
      isNtw: false,
      content: summitContent(summit.dateText),
    }),
    row("excel-power-bi-ai", dataAnalysis, {
      title: "AI-Powered Data Analysis with Excel and Power BI",
      subtitle: "Turn raw spreadsheets into dashboards and decisions with Copilot and Power Query",
      format: "physical",
      type: "masterclass",
      price: "2200.00",
      classSize: 25,
      isHrdc: true,
      isNtw: false,
      content: dataAnalysisContent(dataAnalysis.dateText),
    }),
    row("future-of-work-virtual-conference", futureOfWork, {
      title: "Future of Work Asia: Virtual Conference",
      subtitle: "People, skills and AI: four days of talks and panels from HR and business leaders",
      format: "virtual",
      type: "conference",
      price: "899.00",
      classSize: 150,
      isHrdc: false,
      isNtw: false,
      content: futureOfWorkContent(futureOfWork.dateText),
    }),
    row("ai-for-finance-teams", finance, {
      title: "AI for Finance and Accounting Teams",
      subtitle: "Automate reconciliations, forecasts and month-end reporting",
      format: "virtual",
      type: "masterclass",
      price: "1899.00",
      classSize: 35,
      isHrdc: false,
      isNtw: false,
      // Deliberately thin: the detail page fills in its defaults for everything else.
      content: {
        about:
          "A practical day for finance and accounting teams who close the books every month. We take the tasks that eat your time (bank reconciliations, variance commentary, cash-flow forecasts and management reports) and rebuild them with AI assistants and spreadsheet automation, with the controls your auditors expect. The full programme and trainer will be announced soon.",
      },
    }),
  ];
}

function agenda(items: Array<[string, string, string]>, dayNumber?: number): AgendaItem[] {
  return items.map(([time, title, description]) =>
    dayNumber === undefined
      ? { time, title, description }
      : { day: dayNumber, time, title, description },
  );
}

const HRDC_FAQ = {
  question: "Is this programme claimable under HRD Corp?",
  answer:
    "Yes. It is registered as an HRD Corp claimable course. Your employer applies for the grant in the HRD Corp e-TRIS portal before the start date; our team sends the training details you need and follows up until approval.",
};

const CERTIFICATE_FAQ = {
  question: "Will I receive a certificate?",
  answer:
    "Yes. Participants who attend the full programme receive an AIHQ certificate of completion with a unique ID that employers can check on our verification page.",
};

function copilotContent(date: string): MasterclassContent {
  return {
    problem:
      "Most organisations in Malaysia now pay for Microsoft 365 Copilot licences, yet staff still write e-mails from scratch, copy numbers between spreadsheets by hand and sit through meetings only to retype the notes. Without a few hours of guided practice, Copilot becomes an expensive button that nobody presses.",
    about:
      "This one-day virtual masterclass shows you how to use Copilot across the Microsoft 365 apps you already open every day. Each segment is built around real office work: replying to a long e-mail thread, turning meeting transcripts into action items, summarising a 40-page tender document and building a first-cut analysis in Excel. You practise on realistic Malaysian business documents and leave with a personal prompt library.",
    benefits: [
      "Save two to five hours a week on e-mail, documents and meeting follow-ups",
      "Use Copilot safely with your company's data and sensitivity labels",
      "Write prompts that give consistent, on-brand results in English and Bahasa Malaysia",
      "Turn Teams meetings into clear minutes and action lists automatically",
      "Get more value from the Copilot licences your organisation already pays for",
    ],
    outcomes: [
      "Draft and refine documents in Word with Copilot, keeping your own voice",
      "Summarise and reply to complex Outlook threads in minutes",
      "Analyse and chart Excel data with natural-language questions",
      "Prepare a PowerPoint deck from an existing Word report",
      "Build a reusable prompt library for your role",
    ],
    target_audience: [
      "Executives and managers whose companies have rolled out Microsoft 365 Copilot",
      "Administrative, secretarial and PA staff",
      "Analysts and coordinators who live in Excel and Outlook",
      "IT champions who support Copilot adoption",
    ],
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "How Copilot works with your data",
        "Microsoft Graph, permissions and what Copilot can and cannot see.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "Outlook and Word",
        "Summarising threads, drafting replies, rewriting for tone and turning notes into reports.",
      ],
      [
        "1:30 PM - 3:00 PM",
        "Excel and PowerPoint",
        "Asking questions of your data, building formulas and turning documents into slides.",
      ],
      [
        "3:15 PM - 5:00 PM",
        "Teams and your prompt library",
        "Meeting recaps, follow-ups and a personal library of prompts for your role.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.jason),
    testimonials: [
      {
        quote:
          "Jason used our own kind of documents, not American examples. By lunchtime my team had cut our weekly report preparation from a full morning to about forty minutes.",
        author: "Azlan Mohd Noor",
        role: "Operations Manager, logistics company in Port Klang",
      },
      {
        quote:
          "I finally understand why Copilot sometimes gives rubbish answers. The prompt library alone was worth the fee.",
        author: "Karen Yap Siew Fong",
        role: "Executive Assistant to the CEO, property developer in Mont Kiara",
      },
    ],
    included: [
      "Live virtual session with Q&A",
      "Prompt library for Word, Excel, Outlook, PowerPoint and Teams",
      "Practice files based on Malaysian business documents",
      "Session recording available for 30 days",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "Virtual (live on Zoom)",
      requirements: `${VIRTUAL_REQUIREMENTS} A Microsoft 365 Copilot licence is recommended; a demo tenant is provided for those without one.`,
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "Do I need a Copilot licence to join?",
        answer:
          "It helps, but it is not required. Participants without a licence use a demo tenant that we set up for the day.",
      },
      {
        question: "Is my company data safe during the exercises?",
        answer:
          "The exercises use our practice files. We also show you how Copilot respects your organisation's permissions, so you can apply the same habits at work.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function chatgptContent(date: string): MasterclassContent {
  return {
    problem:
      "Everyone in the office has heard of ChatGPT, but most people still use it like a search engine and give up after a few disappointing answers. The gap between a vague question and a useful result is a handful of techniques that nobody has shown them.",
    about:
      "ChatGPT Skill Boost is a practical, beginner-friendly day for working professionals. You learn a simple framework for writing prompts, then apply it to the tasks you do every week: writing e-mails and reports, summarising documents, planning projects, brainstorming and preparing for difficult conversations. No technical background is needed, and everything works with the free version of ChatGPT.",
    benefits: [
      "Get useful answers on the first or second try instead of the tenth",
      "Cut routine writing and summarising time by half",
      "Know what not to paste into ChatGPT under the PDPA and company policy",
      "Build confidence to try AI on your own tasks",
    ],
    outcomes: [
      "Write clear prompts with role, context, task and format",
      "Summarise long documents and extract action points",
      "Draft e-mails, minutes and reports that need only light editing",
      "Use ChatGPT for brainstorming, planning and role-play",
      "Check AI answers for errors and invented facts",
    ],
    target_audience: [
      "Office professionals who are new to AI tools",
      "Fresh graduates preparing for their first job",
      "Small business owners who do their own admin and marketing",
    ],
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "Getting started with ChatGPT",
        "Accounts, settings, privacy and how large language models actually work.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "The prompt framework",
        "Role, context, task and format, with ten practice exercises.",
      ],
      [
        "1:30 PM - 3:00 PM",
        "Writing and summarising",
        "E-mails, reports, minutes and long documents.",
      ],
      [
        "3:15 PM - 5:00 PM",
        "Thinking partner",
        "Brainstorming, planning, role-play and checking answers.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.jason),
    testimonials: [
      {
        quote:
          "I was the person in my department who avoided AI. Now colleagues come to me for prompts.",
        author: "Nor Hidayah Ismail",
        role: "Senior Administrative Officer, statutory body in Putrajaya",
      },
      {
        quote: "Very practical and patient. Every exercise was something I actually do at work.",
        author: "Gary Loh Chin Hock",
        role: "Sales Coordinator, industrial supplier in Penang",
      },
    ],
    included: [
      "Live virtual session with breakout exercises",
      "ChatGPT prompt workbook (PDF)",
      "Session recording for 30 days",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "Virtual (live on Zoom)",
      requirements: `${VIRTUAL_REQUIREMENTS} Please create a free ChatGPT account before the day.`,
    },
    faqs: [
      {
        question: "Do I need a paid ChatGPT subscription?",
        answer:
          "No. Every exercise works with the free version. We point out where a paid plan helps.",
      },
      {
        question: "Can I join through National Training Week?",
        answer:
          "Yes. This course is offered under National Training Week. Choose the NTW option when you register and complete the official NTW portal registration to receive your e-certificate.",
      },
      {
        question: "Is there a recording if I miss part of the day?",
        answer:
          "Yes. Registered participants can watch the recording for 30 days after the session.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function writingContent(date: string): MasterclassContent {
  return {
    problem:
      "Managers in Malaysia spend hours every week rewriting e-mails and reports that are too long, too vague or too formal. AI tools can help, but used carelessly they produce stiff, generic text that readers spot immediately.",
    about:
      "This virtual masterclass combines the fundamentals of clear business writing with the smart use of AI assistants. You learn to plan a message around what the reader needs, structure it so the main point comes first, and then use ChatGPT or Copilot to draft, tighten and adapt it. We work on e-mails, proposals, board papers and customer replies, including switching between English and Bahasa Malaysia.",
    benefits: [
      "Write shorter, clearer e-mails that get replies",
      "Produce first drafts of reports and proposals in minutes",
      "Keep your own voice instead of sounding machine-written",
      "Adapt tone for customers, senior management and regulators",
      "Fewer rounds of revisions with your manager",
    ],
    outcomes: [
      "Apply the bottom-line-up-front structure to any document",
      "Use AI to outline, draft and edit without losing accuracy",
      "Rewrite jargon-heavy text in plain English",
      "Translate and localise messages between English and Bahasa Malaysia",
      "Give and use feedback with an editing checklist",
    ],
    target_audience: [
      "Executives and managers who write reports and proposals",
      "Customer service and sales teams who handle written enquiries",
      "Professionals whose first language is not English",
      "Secretaries and corporate communications staff",
    ],
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "Writing for busy readers",
        "Purpose, audience and the bottom-line-up-front structure.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "Drafting with AI",
        "Prompts that produce usable first drafts of e-mails and reports.",
      ],
      [
        "1:30 PM - 3:00 PM",
        "Editing and tone",
        "Plain English, cutting length and adapting tone for different readers.",
      ],
      [
        "3:15 PM - 5:00 PM",
        "Proposals and board papers",
        "Structuring longer documents and a final rewrite clinic on your own work.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.priya),
    testimonials: [
      {
        quote:
          "Priya's editing checklist is now pinned above my desk. My board papers went from eight pages to three.",
        author: "Mohd Faizal Abdullah",
        role: "Assistant Vice President, investment bank in Kuala Lumpur",
      },
      {
        quote:
          "I learnt how to use ChatGPT without my writing sounding fake. Customers have noticed the difference.",
        author: "Angeline Teoh",
        role: "Customer Experience Lead, insurance company in Petaling Jaya",
      },
    ],
    included: [
      "Live virtual masterclass with small-group editing clinics",
      "Business writing and prompt templates",
      "One-to-one feedback on a document you bring",
      "Session recording for 30 days",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "Virtual (live on Zoom)",
      requirements: `${VIRTUAL_REQUIREMENTS} Bring one e-mail or short report of your own (with confidential details removed) for the rewrite clinic.`,
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "Which AI tool do we use?",
        answer:
          "We demonstrate with ChatGPT and Microsoft Copilot. The techniques work in any assistant your company allows.",
      },
      {
        question: "My English is not very strong. Is this course suitable?",
        answer:
          "Yes. Many participants write in English as a second language, and the course shows how to use AI to check grammar and tone while you stay in control.",
      },
      {
        question: "Can I bring confidential documents?",
        answer:
          "Please remove names, figures and anything covered by confidentiality before the session. We also cover what is safe to paste into AI tools.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function marketingContent(date: string): MasterclassContent {
  return {
    problem:
      "Marketing teams are asked to produce more content for more channels with the same headcount. Generative AI promises to help, but generic AI copy does not land with Malaysian audiences, who switch between languages, festivals and platforms in a single week.",
    about:
      "A hands-on virtual masterclass for marketers who want to use generative AI for real campaigns. We plan a festive campaign from brief to launch: audience research, campaign ideas, copy in English and Bahasa Malaysia, social media visuals and performance reporting. You learn where AI saves hours and where human judgement about culture, brand and regulation still matters.",
    benefits: [
      "Produce campaign concepts and copy variations in a fraction of the time",
      "Create on-brand social visuals without waiting for the design queue",
      "Localise content for Malaysian audiences and festive seasons",
      "Stay within advertising guidelines and platform rules",
      "Measure what AI-assisted content actually achieves",
    ],
    outcomes: [
      "Turn a marketing brief into audience personas and campaign ideas",
      "Write and adapt copy for Facebook, Instagram, TikTok and e-mail",
      "Generate and edit images for social media posts",
      "Set up a brand voice guide that AI tools can follow",
      "Summarise campaign results into a one-page report",
    ],
    target_audience: [
      "Marketing executives and managers",
      "Social media and content teams",
      "SME owners who run their own marketing",
      "Agency account and creative staff",
    ],
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "From brief to big idea",
        "Audience research and campaign concepts with AI.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "Copy that sounds local",
        "Writing and localising copy in English and Bahasa Malaysia.",
      ],
      [
        "1:30 PM - 3:00 PM",
        "Visuals for social media",
        "Image generation, editing and brand consistency.",
      ],
      [
        "3:15 PM - 5:00 PM",
        "Measure and improve",
        "Reporting, A/B ideas and a 30-day action plan.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.amirul),
    testimonials: [
      {
        quote:
          "We planned our whole Hari Raya campaign during the workshop. It went live two weeks earlier than last year.",
        author: "Nadia Kamal",
        role: "Brand Manager, food and beverage company in Shah Alam",
      },
      {
        quote: "Amirul knows the Malaysian market. No theory, only what works on our platforms.",
        author: "Kelvin Ng",
        role: "Founder, online furniture store in Johor Bahru",
      },
    ],
    included: [
      "Live virtual masterclass",
      "Campaign planning canvas and prompt pack",
      "Brand voice guide template",
      "Session recording for 30 days",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "Virtual (live on Zoom)",
      requirements: `${VIRTUAL_REQUIREMENTS} A free ChatGPT account and a free Canva account are recommended.`,
    },
    faqs: [
      {
        question: "Do I need design skills?",
        answer:
          "No. We use tools that work from plain-language instructions, and we share templates.",
      },
      {
        question: "Can I join through National Training Week?",
        answer:
          "Yes. Choose the NTW option when you register and complete the official NTW portal registration for your e-certificate.",
      },
      {
        question: "Will you cover TikTok?",
        answer: "Yes, including short video scripts and caption ideas.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function hrContent(date: string): MasterclassContent {
  return {
    problem:
      "HR teams are expected to lead their organisation's AI adoption while handling the same recruitment, onboarding and employee relations workload. Many are unsure which tools are safe to use with personal data, and how to explain AI to a nervous workforce.",
    about:
      "A two-day, in-person masterclass in Kuala Lumpur for HR practitioners. Day 1 covers AI across the employee life cycle: job descriptions, screening, interview guides, onboarding and learning plans. Day 2 covers the harder questions: bias, the Personal Data Protection Act, writing an AI use policy and leading change. You work on realistic case studies from Malaysian employers and leave with templates you can use the following Monday.",
    benefits: [
      "Halve the time spent on job descriptions, interview guides and HR letters",
      "Use AI with employee data responsibly and within the PDPA",
      "Lead AI adoption conversations with management and staff",
      "Design learning plans that make the most of your HRD Corp levy",
      "Join a network of HR peers who are going through the same change",
    ],
    outcomes: [
      "Apply AI tools across recruitment, onboarding and performance management",
      "Identify and reduce bias in AI-assisted hiring",
      "Draft an AI use policy for your organisation",
      "Build a skills map and training plan for AI adoption",
      "Communicate AI changes to employees and unions",
      "Measure the impact of AI on HR service delivery",
    ],
    target_audience: [
      "HR managers and HR business partners",
      "Talent acquisition and learning and development specialists",
      "HR directors planning AI adoption",
      "Business owners who manage HR themselves",
    ],
    agenda: [
      ...agenda(
        [
          [
            "9:00 AM - 10:30 AM",
            "AI in HR today",
            "What Malaysian employers are doing with AI and what works.",
          ],
          [
            "10:45 AM - 12:30 PM",
            "Recruitment",
            "Job descriptions, screening criteria, interview guides and candidate communication.",
          ],
          [
            "1:30 PM - 3:00 PM",
            "Onboarding and learning",
            "Onboarding journeys, learning plans and HRD Corp training needs analysis.",
          ],
          [
            "3:15 PM - 5:00 PM",
            "Performance and engagement",
            "Goal setting, feedback summaries and engagement surveys.",
          ],
        ],
        1,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 10:30 AM",
            "Fairness and bias",
            "Where bias creeps into AI-assisted decisions and how to check for it.",
          ],
          [
            "10:45 AM - 12:30 PM",
            "PDPA and your AI use policy",
            "Personal data, consent and a policy template you can adapt.",
          ],
          [
            "1:30 PM - 3:00 PM",
            "Leading the change",
            "Communicating with staff, managers and unions.",
          ],
          ["3:15 PM - 5:00 PM", "Your 90-day HR AI plan", "Action planning and peer review."],
        ],
        2,
      ),
    ],
    trainer: asTrainer(DEMO_PEOPLE.nurulAisyah),
    testimonials: [
      {
        quote:
          "The PDPA session alone answered questions our legal team had been debating for months. We adopted the policy template almost word for word.",
        author: "Rosnani Abdul Rahman",
        role: "Head of HR, manufacturing group in Seremban",
      },
      {
        quote: "Two very full days, but I came back with a plan my CEO approved within a week.",
        author: "Vincent Lau Kok Keong",
        role: "HR Business Partner, technology company in Cyberjaya",
      },
    ],
    included: [
      "Two days of in-person training in Kuala Lumpur",
      "HR prompt library and AI use policy template",
      "Lunch and two tea breaks on both days",
      "Printed workbook",
      "AIHQ certificate of completion",
      "Free parking at the venue",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: `In person at ${AIHQ_SUITE}`,
      requirements: "Bring a laptop with a modern browser. Wi-Fi is provided. Smart casual attire.",
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "Can we run this programme in-house for our HR team?",
        answer:
          "Yes. We run it in-house for teams of eight or more, at your premises or ours. Use the custom training form and we will reply within two business days.",
      },
      {
        question: "Do I need any technical background?",
        answer: "No. The masterclass is designed for HR practitioners, not IT staff.",
      },
      {
        question: "Are meals provided?",
        answer:
          "Yes, lunch and two tea breaks each day. Please tell us about dietary needs when you register.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function leaderContent(date: string): MasterclassContent {
  return {
    problem:
      "Boards and CEOs are asking what the company's AI strategy is. Many leadership teams respond with scattered pilots, a vendor's slide deck or nothing at all, and the organisation ends up with either uncontrolled tool use or paralysis.",
    about:
      "The AI-Ready Leader is a one-day executive masterclass for senior leaders in Malaysian organisations. Through case studies from banking, manufacturing, retail and government-linked companies, you learn to separate hype from real value, choose the first use cases, set up governance and measure return on investment. The session is held in a small group so that leaders can discuss their own situation openly under the Chatham House Rule.",
    benefits: [
      "A clear, board-ready view of where AI creates value in your business",
      "A framework for choosing and funding the first use cases",
      "Governance that manages risk without killing innovation",
      "Confidence to challenge vendors and consultants",
      "A peer network of Malaysian executives on the same journey",
    ],
    outcomes: [
      "Assess your organisation's AI readiness across five dimensions",
      "Prioritise AI use cases by value and feasibility",
      "Set up an AI governance structure and policy",
      "Build a business case with realistic costs and benefits",
      "Plan the people side: skills, roles and change management",
    ],
    target_audience: [
      "CEOs, managing directors and C-suite executives",
      "Heads of department and general managers",
      "Board members and senior public sector leaders",
    ],
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "Beyond the hype",
        "What AI can and cannot do for a Malaysian business today.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "Choosing where to start",
        "The value and feasibility matrix, with case studies.",
      ],
      [
        "1:30 PM - 3:00 PM",
        "Governance and risk",
        "Policy, data protection, accountability and the board's role.",
      ],
      [
        "3:15 PM - 5:00 PM",
        "Your AI roadmap",
        "Business cases, talent and a 12-month plan you can present to the board.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.farid),
    testimonials: [
      {
        quote:
          "Dr. Farid spoke our language: budgets, risk and people. We left with three use cases and a governance charter.",
        author: "Dato' Kamal Ariffin",
        role: "Group Managing Director, plantation and property group",
      },
      {
        quote:
          "The most useful executive day I have attended in years. No vendor pitches, only honest answers.",
        author: "Jennifer Ooi",
        role: "Chief Operating Officer, healthcare group in Kuala Lumpur",
      },
    ],
    included: [
      "Executive masterclass in a group of up to 20 leaders",
      "AI readiness assessment for your organisation",
      "Board briefing template and AI roadmap canvas",
      "Lunch and refreshments",
      "A 30-minute follow-up call with the trainer",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: `In person at ${AIHQ_SUITE}`,
      requirements:
        "No preparation required. A short pre-session questionnaire is e-mailed one week before.",
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "Is the content technical?",
        answer:
          "No. It is written for leaders, not engineers. We explain the technology only as far as decisions require.",
      },
      {
        question: "Can we send our whole leadership team?",
        answer:
          "Yes, and many companies do. For five or more leaders from one organisation we can also run a private session.",
      },
      {
        question: "Is the discussion confidential?",
        answer: "Yes. The session runs under the Chatham House Rule and is not recorded.",
      },
    ],
  };
}

function summitContent(date: string): MasterclassContent {
  return {
    problem:
      "Malaysian companies are past the question of whether to use AI. The questions now are which investments pay off, how to govern AI across a group, and how to bring thousands of employees along. Those answers are easier to find in a room of peers than in another vendor webinar.",
    about:
      "The Malaysia AI Business Summit brings together about 200 business, technology and HR leaders for three days in Kuala Lumpur. Day 1 is keynotes and case studies from Malaysian companies that have moved AI into production. Day 2 covers governance, data and people, with panels on the PDPA, national AI initiatives and workforce reskilling. Day 3 is a choice of hands-on workshops, so teams leave with practical next steps.",
    benefits: [
      "Learn from Malaysian companies that have AI in production, not only in pilots",
      "Hear directly from regulators, industry bodies and practitioners",
      "Take part in hands-on workshops on the third day",
      "Meet peers, partners and potential hires from across the region",
      "Bring your team: the summit is HRD Corp claimable",
    ],
    outcomes: [
      "Benchmark your AI maturity against Malaysian peers",
      "Understand the governance expectations of boards and regulators",
      "Identify high-value AI use cases for your industry",
      "Plan reskilling for your workforce",
      "Leave with a shortlist of practical next steps",
    ],
    target_audience: [
      "C-suite executives and business unit heads",
      "CIOs, CTOs, CDOs and data leaders",
      "HR and L&D directors",
      "Founders and investors in the Malaysian tech ecosystem",
      "Public sector and GLC transformation teams",
    ],
    agenda: [
      ...agenda(
        [
          [
            "9:00 AM - 10:30 AM",
            "Opening keynote: the state of AI in Malaysian business",
            "Dr. Farid Hamzah",
          ],
          [
            "10:45 AM - 12:30 PM",
            "Case studies: AI in production",
            "Telecommunications, banking and manufacturing teams share results and lessons.",
          ],
          [
            "2:00 PM - 3:30 PM",
            "Customer service at scale",
            "Siti Zulaikha Omar on AI for four million subscribers.",
          ],
          ["3:45 PM - 5:00 PM", "Networking session", "Structured introductions by industry."],
        ],
        1,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 10:30 AM",
            "Governance, risk and the PDPA",
            "Deepa Krishnan with a panel of compliance leaders.",
          ],
          [
            "10:45 AM - 12:30 PM",
            "Building AI for local languages",
            "Raymond Chong on Bahasa Malaysia and mixed-language models.",
          ],
          [
            "2:00 PM - 3:30 PM",
            "Panel: reskilling the Malaysian workforce",
            "HR leaders on training, HRD Corp funding and new roles.",
          ],
          [
            "3:45 PM - 5:00 PM",
            "Fireside chat: what boards ask about AI",
            "Closing conversation for day 2.",
          ],
        ],
        2,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 12:30 PM",
            "Workshop track A: AI strategy sprint",
            "Build a one-page AI strategy for your organisation.",
          ],
          [
            "9:00 AM - 12:30 PM",
            "Workshop track B: generative AI for teams",
            "Hands-on practice with assistants and automation.",
          ],
          [
            "2:00 PM - 4:30 PM",
            "Workshop track C: AI governance clinic",
            "Draft your policy and risk register with experts.",
          ],
          ["4:30 PM - 5:00 PM", "Closing and certificates", "Summary of the three days."],
        ],
        3,
      ),
    ],
    speakers: [
      asTrainer(DEMO_PEOPLE.farid),
      asTrainer(DEMO_PEOPLE.sitiZulaikha),
      asTrainer(DEMO_PEOPLE.raymond),
      asTrainer(DEMO_PEOPLE.deepa),
    ],
    testimonials: [
      {
        quote:
          "Finally a conference with Malaysian case studies. We met two of our current partners in the networking session.",
        author: "Lim Boon Hua",
        role: "Chief Information Officer, retail group in Kuala Lumpur",
      },
      {
        quote:
          "The governance workshop gave our risk committee exactly what it had been asking for.",
        author: "Puan Sri Halimah Yusof",
        role: "Independent Non-Executive Director",
      },
    ],
    included: [
      "Three-day conference pass with all keynotes and panels",
      "One workshop track of your choice on day 3",
      "Lunch, refreshments and the networking reception",
      "Access to all presentation slides",
      "AIHQ certificate of attendance",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "In person at the Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur",
      requirements:
        "Bring your e-ticket (QR code) and a laptop for the day 3 workshops. Business attire.",
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "Can I attend only one day?",
        answer:
          "The summit is sold as a three-day pass so that the workshops build on the talks. For group bookings of ten or more, contact us about day passes.",
      },
      {
        question: "When do I choose my workshop track?",
        answer:
          "We e-mail a short form three weeks before the summit. Places in each track are allocated on a first-come basis.",
      },
      {
        question: "Is there parking at the venue?",
        answer:
          "Yes, the convention centre has paid parking, and it is a short walk from the KLCC LRT station.",
      },
      {
        question: "Are the sessions recorded?",
        answer:
          "Keynotes are recorded and shared with attendees. Panels and workshops are not recorded.",
      },
    ],
  };
}

function dataAnalysisContent(date: string): MasterclassContent {
  return {
    problem:
      "Finance, operations and sales teams spend days each month cleaning spreadsheets and rebuilding the same reports. Managers receive tables of numbers when they need answers, and the people who prepare them have no time left to analyse anything.",
    about:
      "A two-day, hands-on masterclass in Kuala Lumpur for people who work with data in Excel. You learn to clean and combine data with Power Query, ask questions of it with Copilot in Excel, and build interactive Power BI dashboards that update themselves. Every exercise uses realistic Malaysian business data such as sales by state, SST-inclusive invoices and monthly operating costs.",
    benefits: [
      "Stop rebuilding the same monthly report by hand",
      "Get answers from data in minutes with natural-language questions",
      "Present insights in dashboards that managers actually use",
      "Reduce errors from copy-and-paste and manual formulas",
    ],
    outcomes: [
      "Clean, combine and reshape data with Power Query",
      "Use Copilot in Excel to analyse data and write formulas",
      "Build a data model and key measures in Power BI",
      "Design a dashboard that tells a clear story",
      "Publish and share reports securely",
    ],
    target_audience: [
      "Finance, sales and operations executives",
      "Analysts who prepare management reports",
      "Managers who want to build their own dashboards",
    ],
    // No day numbers on purpose: the itinerary groups everything under day 1 and leaves
    // day 2 empty, which is the spec's behaviour for agendas written without days.
    agenda: agenda([
      [
        "9:00 AM - 10:30 AM",
        "From messy data to clean tables",
        "Power Query basics: importing, cleaning and combining files.",
      ],
      [
        "10:45 AM - 12:30 PM",
        "Copilot in Excel",
        "Asking questions, generating formulas and spotting trends.",
      ],
      ["1:30 PM - 5:00 PM", "Data modelling", "Relationships, measures and a first look at DAX."],
      [
        "9:00 AM - 12:30 PM",
        "Power BI dashboards",
        "Visual design, interactivity and storytelling with data.",
      ],
      [
        "1:30 PM - 5:00 PM",
        "Publishing and your own project",
        "Sharing, refresh schedules and a dashboard built on your own data.",
      ],
    ]),
    trainer: asTrainer(DEMO_PEOPLE.meiLing),
    testimonials: [
      {
        quote:
          "Our month-end sales pack used to take three days. After the course it refreshes itself in ten minutes.",
        author: "Suresh Nair",
        role: "Finance Manager, distribution company in Klang",
      },
      {
        quote:
          "Mei Ling explained Power BI in a way that finally made sense. Very patient with beginners.",
        author: "Farah Wahida Ahmad",
        role: "Operations Executive, hospital group in Subang Jaya",
      },
    ],
    included: [
      "Two days of hands-on training in Kuala Lumpur",
      "Practice datasets and completed dashboard files",
      "Lunch and two tea breaks on both days",
      "Two weeks of e-mail support after the course",
      "AIHQ certificate of completion",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: `In person at ${AIHQ_SUITE}`,
      requirements:
        "Bring a Windows laptop with Microsoft Excel (Microsoft 365) and Power BI Desktop installed. Mac users: please contact us for a loan laptop.",
    },
    faqs: [
      HRDC_FAQ,
      {
        question: "What Excel level do I need?",
        answer:
          "You should be comfortable with basic formulas such as SUM and VLOOKUP. No Power BI experience is needed.",
      },
      {
        question: "Can I use my company's data?",
        answer:
          "On the afternoon of day 2 you can work on your own data if it is safe to bring; otherwise we provide realistic datasets.",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

function futureOfWorkContent(date: string): MasterclassContent {
  return {
    problem:
      "AI is changing job roles faster than most workforce plans can keep up with. HR and business leaders need to know which skills to build, how to redesign roles and how to keep employees engaged through the change.",
    about:
      "Future of Work Asia is a four-day virtual conference for HR, learning and business leaders across Malaysia and the region. Each day has a theme: skills, roles, wellbeing and leadership. Speakers share research and case studies from Malaysian employers, followed by live Q&A. Sessions are recorded, so your whole team can catch up at their own pace.",
    benefits: [
      "Practical insight from HR and business leaders in Malaysia and the region",
      "Join from anywhere, with recordings for every session",
      "Affordable access for the whole HR and L&D team",
      "Frameworks for workforce planning in the age of AI",
    ],
    outcomes: [
      "Map the skills your organisation needs for the next three years",
      "Redesign roles affected by automation",
      "Support employee wellbeing during technology change",
      "Build a leadership development plan for an AI-enabled workplace",
    ],
    target_audience: [
      "HR directors and HR business partners",
      "Learning and development leaders",
      "Line managers responsible for team development",
      "Consultants and academics in workforce development",
    ],
    agenda: [
      ...agenda(
        [
          [
            "9:00 AM - 12:00 PM",
            "Skills for an AI economy",
            "Nurul Aisyah Kamarudin opens with the skills outlook for Malaysian employers.",
          ],
          [
            "2:00 PM - 5:00 PM",
            "Building a skills-based organisation",
            "Case studies and live Q&A.",
          ],
        ],
        1,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 12:00 PM",
            "Redesigning roles",
            "Daniel Wong on reskilling 1,200 logistics employees.",
          ],
          [
            "2:00 PM - 5:00 PM",
            "Human and AI teams",
            "Panel on how work is divided between people and tools.",
          ],
        ],
        2,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 12:00 PM",
            "Wellbeing through change",
            "Managing anxiety, workload and trust during automation.",
          ],
          ["2:00 PM - 5:00 PM", "Flexible work in Malaysia", "Policy, productivity and fairness."],
        ],
        3,
      ),
      ...agenda(
        [
          [
            "9:00 AM - 12:00 PM",
            "Leading an AI-enabled workplace",
            "Sharifah Nadia Syed Ali on leadership development in financial services.",
          ],
          ["2:00 PM - 5:00 PM", "Closing panel and next steps", "What to do on Monday morning."],
        ],
        4,
      ),
    ],
    speakers: [
      asTrainer(DEMO_PEOPLE.nurulAisyah),
      asTrainer(DEMO_PEOPLE.daniel),
      asTrainer(DEMO_PEOPLE.sharifahNadia),
    ],
    testimonials: [
      {
        quote:
          "Excellent value. Our whole L&D team joined, and we used the recordings for our own planning retreat.",
        author: "Chong Pei Shan",
        role: "Head of Learning, conglomerate in Kuala Lumpur",
      },
      {
        quote: "Real Malaysian examples, not recycled slides from overseas conferences.",
        author: "Hafiz Zainal",
        role: "HR Director, semiconductor company in Kulim",
      },
    ],
    included: [
      "Four-day virtual conference pass",
      "Recordings of every session for 60 days",
      "Speaker slides and frameworks",
      "Virtual networking lounge",
      "AIHQ certificate of attendance",
    ],
    logistics: {
      date,
      time: SESSION_TIME,
      format: "Virtual (live streamed, with Q&A)",
      requirements: VIRTUAL_REQUIREMENTS,
    },
    faqs: [
      {
        question: "Can several colleagues share one pass?",
        answer:
          "Each pass is for one person. Group rates are available for five or more from the same organisation.",
      },
      {
        question: "What if I cannot attend live?",
        answer: "Every session is recorded and available to pass holders for 60 days.",
      },
      {
        question: "Which time zone are the sessions in?",
        answer: "All times are Malaysia time (GMT+8).",
      },
      CERTIFICATE_FAQ,
    ],
  };
}

// ---------------------------------------------------------------- books

export function buildBooks(): BookRow[] {
  const book = (slug: string, fields: Omit<BookRow, "slug" | "cover">): BookRow => ({
    slug,
    cover: `/images/books/${slug}.svg`,
    ...fields,
  });
  return [
    book("the-ai-ready-organisation", {
      title: "The AI-Ready Organisation: A Playbook for Malaysian Leaders",
      author: "Dr. Farid Hamzah",
      description:
        "A practical playbook for leaders who must turn AI from scattered pilots into lasting business value. Drawing on work with banks, manufacturers and GLCs, Dr. Farid Hamzah shows how to choose use cases, govern risk and bring people along. Written for decision-makers, with no technical jargon.",
      keyInsights: [
        "Start with business problems, not with tools: the best first use cases are boring and frequent",
        "A one-page AI policy that staff understand beats a fifty-page framework nobody reads",
        "Measure AI projects by hours saved and decisions improved, not by the number of pilots",
        "Data quality is a leadership issue before it is a technology issue",
        "Reskilling works when managers are trained first",
      ],
      authorBio:
        "Dr. Farid Hamzah is AIHQ's principal consultant. He holds a PhD in computer science from Universiti Teknologi Malaysia and led data science at a Malaysian commercial bank before advising boards and executive teams across ASEAN on AI strategy.",
      price: "89.90",
    }),
    book("prompt-to-profit", {
      title: "Prompt to Profit: Generative AI for Malaysian SMEs",
      author: "Jason Lim Wei Ming",
      description:
        "How small and medium businesses can use ChatGPT and other AI assistants to win customers and save time, without a data science team. Each chapter ends with ready-to-use prompts for marketing, sales, customer service and admin. Packed with examples from Malaysian kedai, clinics, agencies and factories.",
      keyInsights: [
        "Give the assistant context about your customers and it writes like a local, not like a brochure",
        "Customer service replies are the quickest win for most SMEs",
        "Never paste customers' personal data into a public AI tool",
        "A shared prompt library turns one enthusiastic employee's skill into a team habit",
        "Spend the time you save on selling, not on more admin",
        "Check every figure and fact an AI gives you before it reaches a customer",
      ],
      authorBio:
        "Jason Lim Wei Ming founded an AI automation consultancy in Petaling Jaya and has trained more than 6,000 Malaysian professionals in generative AI. Before that he spent ten years in sales operations for regional distributors.",
      price: "59.90",
    }),
    book("people-first-ai-second", {
      title: "People First, AI Second: HR in the Age of Automation",
      author: "Nurul Aisyah Kamarudin",
      description:
        "A guide for HR professionals leading their organisations through AI adoption. It covers recruitment, learning, performance and employee relations, with special attention to fairness and the Personal Data Protection Act. Practical templates make it a desk reference as much as a read.",
      keyInsights: [
        "Employees fear the unknown more than they fear AI itself: explain early and often",
        "Use AI to draft, but keep humans accountable for every hiring decision",
        "Check AI-assisted screening for bias against age, gender and ethnicity",
        "Your training needs analysis should include AI skills for every role, not only IT",
      ],
      authorBio:
        "Nurul Aisyah Kamarudin is a Certified HR Professional with 18 years in talent acquisition and HR operations at Malaysian GLCs and multinationals. She leads AIHQ's HR programmes.",
      price: "69.90",
    }),
    book("write-clearly-work-faster", {
      title: "Write Clearly, Work Faster: Business Writing with AI",
      author: "Priya Devi Subramaniam",
      description:
        "A short, friendly handbook for anyone who writes at work. Learn to put the main point first, cut the padding and use AI assistants to draft and polish without losing your own voice. Includes before-and-after examples of e-mails, reports and proposals.",
      keyInsights: [
        "Write the conclusion first, then decide what the reader needs to believe it",
        "Ask AI for three shorter versions, then pick and edit the best",
        "Plain English is not informal English",
        "Read every AI draft aloud before you send it",
      ],
      price: "49.90",
    }),
    book("data-stories-for-busy-managers", {
      title: "Data Stories for Busy Managers",
      author: "Tan Mei Ling",
      description:
        "Numbers only matter when they lead to decisions. This book shows managers how to ask better questions of their data, read a dashboard critically and present insights that their bosses remember. Examples come from finance, sales and operations in Malaysian companies.",
      keyInsights: [],
      authorBio:
        "Tan Mei Ling is a Chartered Accountant and Microsoft-certified Power BI data analyst. She spent a decade in financial planning and analysis at a regional FMCG group before joining AIHQ as a lead trainer.",
      price: "64.90",
    }),
  ];
}

// ---------------------------------------------------------------- grants

export function buildGrants(): GrantRow[] {
  return [
    {
      title: "HRD Corp Claimable AI Training",
      description:
        "Employers registered with HRD Corp can use their levy to pay for AIHQ masterclasses and in-house programmes. We help you prepare the grant application in the e-TRIS portal and handle the claim paperwork, so your team trains at no additional cost.",
      category: "HRD Corp",
      badgeText: "Up to 100% Claimable",
      badgeColor: "emerald",
      benefits: [
        "Course fees paid from your existing HRD Corp levy",
        "Public masterclasses and customised in-house training both qualify",
        "AIHQ prepares the course details and supporting documents for your application",
        "Payment goes directly from HRD Corp to AIHQ after approval",
        "Certificates of completion for every participant",
      ],
      brochure: "grant-brochures/hrd-corp-claimable-training.pdf",
    },
    {
      title: "MDEC Digital Skills Upskilling Programme",
      description:
        "Support for Malaysian organisations that upskill employees in digital and AI skills as part of the national digital economy agenda. Eligible companies can have approved training costs covered, subject to programme criteria and available funds.",
      category: "MDEC",
      badgeText: "Digital Economy",
      badgeColor: "blue",
      benefits: [
        "Funding for AI, data and automation courses",
        "Open to Malaysian-owned companies of all sizes that meet the criteria",
        "Training aligned with national digital economy priorities",
        "Guidance from AIHQ's grant specialists throughout the application",
      ],
      brochure: null,
    },
    {
      title: "SME Digitalisation and Automation Support",
      description:
        "Matching support for small and medium enterprises that adopt AI and automation tools and train their staff to use them. Suitable for SMEs taking their first structured step into AI, such as customer service chatbots or automated reporting.",
      category: "SME Corp",
      badgeText: null,
      badgeColor: "amber",
      benefits: [
        "Covers training together with the adoption of approved digital solutions",
        "Designed for SMEs registered with SSM and majority Malaysian-owned",
        "Practical, results-focused programmes for small teams",
      ],
      brochure: null,
    },
    {
      title: "TalentCorp Future Skills Initiative",
      description:
        "A programme that helps employers reskill and hire Malaysians for AI-related roles, including mid-career professionals and returning talent. Speak to our team to check current intakes and whether your organisation qualifies.",
      category: "TalentCorp",
      badgeText: "Career Switchers",
      badgeColor: "violet",
      benefits: [],
      brochure: null,
    },
  ];
}

// ---------------------------------------------------------------- National Training Week

export function buildNtwPrograms(today: Date): NtwProgramRow[] {
  const day = mytCalendarDay(today);
  const session = (offsetDays: number) => mytInstant(onWorkingDays(addDays(day, offsetDays), 1), 9);
  return [
    {
      title: "AI Fundamentals for the Malaysian Workplace",
      description:
        "A plain-language introduction to artificial intelligence: what it is, what it can and cannot do, and where it is already changing jobs in Malaysia. Ideal for anyone who wants to understand the basics before choosing further training.",
      date: session(15),
      format: "Online",
      link: "https://aihq.zoom.us/j/83640192751",
      duration: "2",
      trainerName: DEMO_PEOPLE.jason.name,
    },
    {
      title: "ChatGPT for Everyday Office Tasks",
      description:
        "Live demonstrations of ChatGPT for e-mails, meeting notes, summaries and planning, with prompts you can copy and use the same afternoon.",
      date: session(19),
      format: "Online",
      link: null,
      duration: "2",
      trainerName: "Aina Sofea Rahim",
    },
    {
      title: "Responsible AI and the PDPA: The Basics",
      description:
        "What Malaysia's Personal Data Protection Act means for everyday use of AI tools at work, explained with practical do's and don'ts for employees and supervisors.",
      date: session(24),
      format: "Online",
      link: "https://aihq.zoom.us/j/86215508342",
      duration: "2",
      trainerName: DEMO_PEOPLE.deepa.name,
    },
    {
      title: "AI Tools for Small Business Owners",
      description:
        "An in-person session at the AIHQ Training Suite, Menara Aurora, Jalan Ampang, Kuala Lumpur. See free and low-cost AI tools for marketing, customer service and bookkeeping, and leave with a simple plan for your own business.",
      date: session(29),
      format: "Physical",
      link: null,
      duration: "2",
      trainerName: DEMO_PEOPLE.amirul.name,
    },
    {
      title: "Introduction to Microsoft Copilot",
      description:
        "A guided tour of Copilot in Word, Excel, Outlook and Teams for organisations that are considering or have just rolled out Microsoft 365 Copilot.",
      date: session(35),
      format: "Online",
      link: "https://aihq.zoom.us/j/89037716420",
      duration: "1.5",
      trainerName: DEMO_PEOPLE.jason.name,
    },
    {
      title: "Data Literacy in the Age of AI",
      description:
        "How to read charts, question numbers and spot misleading AI-generated analysis. A practical session for managers and executives who make decisions with data.",
      date: session(41),
      format: "Online",
      link: null,
      duration: "2",
      trainerName: DEMO_PEOPLE.meiLing.name,
    },
  ];
}

// ---------------------------------------------------------------- certificates

/**
 * The two sequential IDs are the documented demo certificates; the revoked and expired ones
 * use the unguessable form that certificates issued later will have.
 */
export function buildCertificates(today: Date): CertificateRow[] {
  const day = mytCalendarDay(today);
  return [
    {
      id: "AIHQ-CERT-0001",
      holderName: "Nur Izzati binti Ahmad Fauzi",
      program: "AI for HR Professionals Masterclass",
      issuedOn: isoDate(addDays(day, -96)),
      expiresOn: null,
      status: "valid",
      revokedAt: null,
    },
    {
      id: "AIHQ-CERT-0002",
      holderName: "Lee Chee Keong",
      program: "ChatGPT Skill Boost",
      issuedOn: isoDate(addDays(day, -74)),
      expiresOn: null,
      status: "valid",
      revokedAt: null,
    },
    {
      id: "AIHQ-CERT-7QX4-M2KD",
      holderName: "Muhammad Haziq bin Roslan",
      program: "The AI-Ready Leader",
      issuedOn: isoDate(addDays(day, -131)),
      expiresOn: null,
      status: "revoked",
      revokedAt: mytInstant(addDays(day, -38), 15, 20),
    },
    {
      id: "AIHQ-CERT-K9TB-4WNE",
      holderName: "Chan Siew Ling",
      program: "Business Writing with AI Masterclass",
      issuedOn: isoDate(addDays(day, -430)),
      expiresOn: isoDate(addDays(day, -65)),
      status: "valid",
      revokedAt: null,
    },
  ];
}

// ---------------------------------------------------------------- blog

export const DEMO_BLOG_CATEGORIES = [
  "AI Strategy",
  "Workplace Productivity",
  "HRDC & Funding",
] as const;
export type DemoBlogCategory = (typeof DEMO_BLOG_CATEGORIES)[number];

export function buildBlogCategories(): Array<BlogCategoryRow & { name: DemoBlogCategory }> {
  return [
    {
      name: "AI Strategy",
      color: "#2563eb",
      description:
        "How Malaysian leaders choose, govern and measure AI: use cases, policy, risk and return on investment.",
    },
    {
      name: "Workplace Productivity",
      color: "#0891b2",
      description:
        "Practical ways to get everyday work done faster with ChatGPT, Copilot and other AI assistants.",
    },
    {
      name: "HRDC & Funding",
      color: "#d97706",
      description:
        "HRD Corp claims, government grants and free programmes that pay for your team's AI training.",
    },
  ];
}

const AUTHORS = {
  aina: {
    authorName: "Aina Sofea Rahim",
    authorBio:
      "Aina Sofea Rahim is a senior AI consultant at AIHQ. She helps Malaysian organisations roll out AI assistants across their teams and has trained civil servants, bankers and SME owners.",
  },
  marcus: {
    authorName: "Marcus Tan Jun Hao",
    authorBio:
      "Marcus Tan Jun Hao leads training programmes at AIHQ. He spent eight years in learning and development at a regional bank before moving into AI training.",
  },
  farid: {
    authorName: DEMO_PEOPLE.farid.name,
    authorBio:
      "Dr. Farid Hamzah is AIHQ's principal consultant and the author of The AI-Ready Organisation. He advises boards and executive teams across ASEAN on AI strategy and governance.",
    authorImage: DEMO_PEOPLE.farid.photo,
  },
  kavitha: {
    authorName: "Kavitha Ramasamy",
    authorBio:
      "Kavitha Ramasamy is AIHQ's grants and funding adviser. She has guided more than 300 Malaysian employers through HRD Corp applications and claims.",
  },
} as const;

interface PostDraft extends Omit<BlogPostRow, "categoryId" | "readingTime" | "featuredImage"> {
  category: DemoBlogCategory;
}

/**
 * Eight posts: six published over the last two months (one featured, one without an excerpt,
 * one under the default team byline) and two drafts.
 */
export function buildBlogPosts(
  today: Date,
  categoryIds: ReadonlyMap<string, string>,
): BlogPostRow[] {
  const day = mytCalendarDay(today);
  const publishedDaysAgo = (days: number, hour: number) => mytInstant(addDays(day, -days), hour);

  const drafts: PostDraft[] = [
    {
      slug: "hrd-corp-funding-for-ai-training",
      title: "How to Fund AI Training Through HRD Corp: A Practical Guide for Employers",
      category: "HRDC & Funding",
      status: "published",
      publishedAt: publishedDaysAgo(4, 10),
      featured: true,
      viewCount: 1864,
      excerpt:
        "Your HRD Corp levy can pay for your team's AI training. Here is how the application works, what to prepare and the mistakes that get claims rejected.",
      metaTitle: "How to Fund AI Training Through HRD Corp",
      metaDescription:
        "A step-by-step guide for Malaysian employers on using the HRD Corp levy to pay for AI training: eligibility, the e-TRIS application, claims and common mistakes.",
      ...AUTHORS.kavitha,
      content: HRD_CORP_GUIDE,
    },
    {
      slug: "is-your-sme-ready-for-ai",
      title: "Is Your SME Ready for AI? Five Questions to Ask Before You Spend a Ringgit",
      category: "AI Strategy",
      status: "published",
      publishedAt: publishedDaysAgo(12, 9),
      featured: false,
      viewCount: 1237,
      excerpt:
        "Before buying another subscription, answer five questions about your processes, data and people. They decide whether AI pays off for a small business.",
      metaTitle: "Is Your SME Ready for AI? Five Questions to Ask",
      metaDescription:
        "Five practical questions Malaysian SME owners should answer before investing in AI tools, from processes and data to people and measurement.",
      ...AUTHORS.farid,
      content: SME_READINESS,
    },
    {
      slug: "chatgpt-prompts-for-hr-teams",
      title: "10 ChatGPT Prompts Malaysian HR Teams Can Use Today",
      category: "Workplace Productivity",
      status: "published",
      publishedAt: publishedDaysAgo(21, 11),
      featured: false,
      viewCount: 942,
      // No excerpt: the listing falls back to the opening of the content.
      excerpt: null,
      ...AUTHORS.aina,
      content: HR_PROMPTS,
    },
    {
      slug: "responsible-ai-and-the-pdpa",
      title: "Responsible AI at Work: What the PDPA Means for Your Prompts",
      category: "AI Strategy",
      status: "published",
      publishedAt: publishedDaysAgo(33, 10),
      featured: false,
      viewCount: 611,
      excerpt:
        "Pasting a customer list into a chatbot can be a data protection problem. A plain-language look at the PDPA and everyday AI use.",
      metaTitle: "Responsible AI at Work and the PDPA",
      metaDescription:
        "What Malaysia's Personal Data Protection Act means for employees using ChatGPT and Copilot, with simple rules for safe prompting.",
      ...AUTHORS.farid,
      content: PDPA_PROMPTS,
    },
    {
      slug: "copilot-or-chatgpt",
      title: "Copilot or ChatGPT? Choosing the Right Assistant for Office Work",
      category: "Workplace Productivity",
      status: "published",
      publishedAt: publishedDaysAgo(46, 14),
      featured: false,
      viewCount: 1420,
      excerpt:
        "Both are built on similar models, but they fit very different jobs. A quick comparison for teams deciding where to spend their licence budget.",
      // Byline left to the default team name.
      content: COPILOT_OR_CHATGPT,
    },
    {
      slug: "making-the-most-of-national-training-week",
      title: "National Training Week: How to Make the Most of Free AI Sessions",
      category: "HRDC & Funding",
      status: "published",
      publishedAt: publishedDaysAgo(58, 9),
      featured: false,
      viewCount: 387,
      excerpt:
        "National Training Week offers free short courses to Malaysians. Three tips to choose well, register properly and turn two hours into lasting skills.",
      ...AUTHORS.marcus,
      content: NTW_TIPS,
    },
    {
      slug: "writing-an-ai-use-policy",
      title: "Writing an AI Use Policy Your Staff Will Actually Read",
      category: "AI Strategy",
      status: "draft",
      publishedAt: null,
      featured: false,
      viewCount: 0,
      excerpt:
        "Most AI policies are too long, too vague or too late. A one-page structure that tells staff what they can do, not only what they cannot.",
      metaTitle: "Writing an AI Use Policy Staff Will Read",
      ...AUTHORS.farid,
      content: AI_POLICY,
    },
    {
      slug: "meeting-minutes-with-ai",
      title: "From Meeting to Minutes in Ten Minutes: A Practical AI Workflow",
      category: "Workplace Productivity",
      status: "draft",
      publishedAt: null,
      featured: false,
      viewCount: 0,
      excerpt:
        "A simple, repeatable workflow for turning a recorded meeting into accurate minutes and action items with AI, and the checks that keep it accurate.",
      ...AUTHORS.aina,
      content: MEETING_MINUTES,
    },
  ];

  return drafts.map(({ category, ...post }) => {
    const categoryId = categoryIds.get(category);
    if (!categoryId) throw new Error(`Demo blog category "${category}" was not inserted`);
    return {
      ...post,
      categoryId,
      featuredImage: `/images/blog/${post.slug}.svg`,
      // The same rule the blog admin applies on save, so re-saving a post keeps its value.
      readingTime: readingTime(post.content ?? ""),
    };
  });
}

const HRD_CORP_GUIDE = `<p>Every month, thousands of Malaysian employers pay a levy to HRD Corp, and every year a large share of that money goes unused. If your company is registered with HRD Corp, the levy you have already paid can fund most or all of your team's AI training. The process is not difficult, but it is unforgiving of small mistakes. This guide walks through it step by step.</p>
<h2>Who can claim</h2>
<p>Employers registered with HRD Corp under the Pembangunan Sumber Manusia Berhad Act 2001 contribute a monthly levy based on the wages of their Malaysian employees. That levy builds up a balance that the employer can use to pay for approved training. If you are not sure whether your company is registered, your finance or HR department will know: the levy appears on the monthly payroll statements.</p>
<p>The training itself must be delivered by a registered training provider and the course must be registered as claimable. All AIHQ public masterclasses and our in-house programmes are registered, which is why you will see the HRD Corp badge on most of our courses.</p>
<h2>The application, step by step</h2>
<ol>
<li><strong>Choose the course and participants.</strong> Decide who needs the training and why. A short training needs analysis helps later if HRD Corp asks for justification.</li>
<li><strong>Get the course details from the provider.</strong> We send the programme code, course outline, dates, fees and trainer information you need for the application.</li>
<li><strong>Submit the grant application in e-TRIS.</strong> Your HR administrator applies through the HRD Corp portal. This must be done <em>before</em> the training starts; applications submitted afterwards are generally not accepted.</li>
<li><strong>Wait for approval.</strong> Most applications are approved within a few working days if the documents are complete. Keep an eye on the portal for queries.</li>
<li><strong>Attend the training.</strong> Participants must sign the attendance record for every session, including online ones.</li>
<li><strong>Submit the claim.</strong> After the course, the claim is submitted with the attendance records, invoice and certificates. For many schemes HRD Corp pays the provider directly, so the company does not pay anything out of pocket.</li>
</ol>
<blockquote>The single most common reason for a rejected claim is an application submitted after the course start date. Put the training date in your calendar with a reminder two weeks before.</blockquote>
<h2>What to prepare</h2>
<ul>
<li>The list of participants with their IC numbers and job titles, exactly as registered with HRD Corp.</li>
<li>The course outline and programme code from the training provider.</li>
<li>A short justification linking the training to your business needs, such as adopting AI tools in customer service.</li>
<li>The name of the person in your company who will sign off the claim.</li>
</ul>
<h2>Common mistakes</h2>
<h3>Late applications</h3>
<p>As mentioned above, an application must be approved before the training. If a colleague is added at the last minute, update the application before the course starts, not afterwards.</p>
<h3>Incomplete attendance</h3>
<p>A participant who misses a session may make the claim for that person ineligible. For virtual courses, attendance is tracked through the meeting platform, so participants should join with their full registered name, not a nickname or a shared meeting room account.</p>
<h3>Mismatched names and numbers</h3>
<p>The name on the attendance record, the certificate and the HRD Corp system must match. "Ahmad" in one place and "Ahmad bin Ismail" in another can delay a claim by weeks.</p>
<h2>A worked example</h2>
<p>A manufacturer in Shah Alam with 150 employees wanted its customer service and sales coordinators to use AI assistants for quotations and customer replies. The HR executive picked twelve staff, requested the course details for our one-day ChatGPT programme and submitted the grant application three weeks before the class. Approval came through within a week. On the day, all twelve joined on time with their registered names, and the claim was submitted the following week with the attendance list and certificates. The company paid nothing beyond its existing levy, and the HR team now repeats the process every quarter for a new group.</p>
<p>What made it work was not luck but preparation: a clear list of participants, an early application and a reminder to staff about attendance. None of it needed a consultant.</p>
<h2>Using your levy strategically</h2>
<p>Many companies only think about their levy in the last quarter of the year, when they scramble to spend the balance on whatever course is available. A better approach is to plan training for the whole year around your AI adoption goals. For example, leaders first, then the teams who will use AI tools daily, then the champions who will support their colleagues. Your levy balance and the claimable courses on our calendar make it possible to plan that sequence early.</p>
<p>If you would like help, our grants team can check which of your planned courses are claimable and prepare the documents for you. Visit our <a href="/shop/grants">grants page</a> or browse <a href="/shop/masterclasses">HRD Corp claimable masterclasses</a>.</p>
<p><strong>Note:</strong> HRD Corp schemes and rules change from time to time. Always check the latest guidelines on the HRD Corp website or with your HRD Corp officer before applying.</p>`;

const SME_READINESS = `<p>Every week I meet SME owners who have signed up for two or three AI subscriptions and are not sure what they are getting for the money. The tools are not the problem. The problem is that nobody asked a few basic questions first. Here are the five I ask every business owner before we talk about tools.</p>
<h2>1. Which tasks eat the most time?</h2>
<p>Write down the ten tasks your team repeats every week and how long each takes. Quotations, customer enquiries on WhatsApp, monthly reports, invoice follow-ups, social media posts. AI pays off fastest on work that is frequent, text-heavy and follows a pattern. If a task happens twice a year, automating it can wait.</p>
<h2>2. Is the process written down?</h2>
<p>If three staff members handle customer complaints in three different ways, an AI assistant will only add a fourth way. Before introducing AI, write the process on one page: what comes in, who does what and what a good result looks like. This step alone often saves more time than the AI tool.</p>
<h2>3. Where does your data live?</h2>
<p>Many Malaysian SMEs run on a mix of Excel files, accounting software, WhatsApp chats and the boss's memory. AI tools need information to work with. You do not need a data warehouse, but you need to know where your price lists, product information, customer records and past proposals are, and who is allowed to see them.</p>
<ul>
<li>Is the information digital, or still on paper?</li>
<li>Is it up to date?</li>
<li>Does any of it contain personal data that needs protecting under the PDPA?</li>
</ul>
<h2>4. Who will own it?</h2>
<p>Tools bought by the boss and ignored by the team are the most common failure I see. Pick one person who is curious and respected, give them a few hours a week and some training, and make them responsible for helping colleagues. In a company of twenty people, one good AI champion is worth more than an expensive enterprise licence.</p>
<blockquote>Technology is the easy part. The hard part is changing how people work on a busy Monday morning.</blockquote>
<h2>5. How will you know it worked?</h2>
<p>Decide before you start what success means. Hours saved per week on quotations. Faster replies to customer enquiries. Fewer errors in invoices. Measure the starting point now, try the tool for a month, and measure again. If the numbers do not move, change the approach or stop paying for the tool.</p>
<h2>Where to go from here</h2>
<p>If you answered these five questions honestly, you already have the beginning of an AI plan. Start with one task, one tool and one owner. Once it works, expand.</p>
<p>If your team needs help getting started, our <a href="/shop/masterclasses/chatgpt-skill-boost">ChatGPT Skill Boost</a> is designed for exactly this stage, and many SMEs can fund it through HRD Corp or government grants.</p>`;

const HR_PROMPTS = `<p>HR teams in Malaysia handle a huge volume of writing: job advertisements, offer letters, policies, training plans, survey questions and replies to employees. An AI assistant such as ChatGPT or Copilot can produce a solid first draft of most of these in seconds. Below are ten prompts our HR participants use most, with tips to get better results.</p>
<p>A reminder before you start: do not paste employees' personal data, such as names, IC numbers, salaries or medical information, into public AI tools. Use placeholders like [Employee Name] and fill them in afterwards.</p>
<h2>Recruitment</h2>
<h3>1. Job description</h3>
<p><strong>Prompt:</strong> "You are an HR manager at a mid-sized logistics company in Selangor. Write a job description for a Warehouse Supervisor. Include the purpose of the role, eight key responsibilities, requirements and what we offer. Use clear, inclusive language and avoid age or gender preferences."</p>
<h3>2. Screening questions</h3>
<p><strong>Prompt:</strong> "Suggest six screening questions for a Customer Service Executive role that handles customers in English and Bahasa Malaysia. For each question, describe what a strong answer includes."</p>
<h3>3. Interview guide</h3>
<p><strong>Prompt:</strong> "Create a structured interview guide for a Finance Executive with competency-based questions on accuracy, teamwork and handling deadlines. Add a simple 1 to 5 scoring guide."</p>
<h2>Onboarding and learning</h2>
<h3>4. Onboarding plan</h3>
<p><strong>Prompt:</strong> "Draft a 30-60-90 day onboarding plan for a new Sales Executive at a company selling industrial equipment in Malaysia. Include who the new hire should meet and what they should achieve in each period."</p>
<h3>5. Training needs analysis</h3>
<p><strong>Prompt:</strong> "Our company is introducing Microsoft 365 Copilot to 120 office staff. Suggest a training needs analysis questionnaire with 12 questions to identify skill gaps."</p>
<h3>6. Learning plan</h3>
<p><strong>Prompt:</strong> "Based on these survey results [paste anonymised summary], propose a 12-month learning plan with priorities, formats and a rough budget split."</p>
<h2>Employee communication</h2>
<h3>7. Policy announcement</h3>
<p><strong>Prompt:</strong> "Write a friendly internal announcement introducing our new hybrid work policy. Keep it under 200 words, explain what changes and where staff can ask questions. Provide a Bahasa Malaysia version too."</p>
<h3>8. Difficult message</h3>
<p><strong>Prompt:</strong> "Help me prepare talking points for a conversation with an employee whose performance has declined for three months. The tone should be supportive but clear about expectations."</p>
<h3>9. Survey questions</h3>
<p><strong>Prompt:</strong> "Create an employee engagement pulse survey with ten questions on workload, recognition, growth and wellbeing. Use a five-point scale and add two open-ended questions."</p>
<h3>10. Summarising feedback</h3>
<p><strong>Prompt:</strong> "Here are anonymised comments from our engagement survey [paste]. Group them into themes, count how often each theme appears and suggest three actions for management."</p>
<h2>Getting better results</h2>
<ul>
<li><strong>Give context.</strong> Mention your industry, company size and location. "A manufacturer in Penang" gives a very different result from "a company".</li>
<li><strong>Ask for a format.</strong> Bullet points, a table or a word limit make the answer easier to use.</li>
<li><strong>Iterate.</strong> Follow up with "make it shorter", "more formal" or "add an example".</li>
<li><strong>Check everything.</strong> AI can invent policy details or misstate the Employment Act. You remain responsible for the final document.</li>
</ul>
<p>Save the prompts that work as templates and share them with your team. In our <a href="/shop/masterclasses/hr-masterclass">AI for HR Professionals Masterclass</a>, participants build a full prompt library for their own organisation.</p>`;

const PDPA_PROMPTS = `<p>An executive copies a customer complaint, complete with the customer's name, phone number and account details, into a public chatbot to help draft a reply. It takes ten seconds, it saves twenty minutes, and it may be a breach of company policy and of Malaysia's Personal Data Protection Act 2010 (PDPA).</p>
<p>This is not a reason to ban AI tools. It is a reason to teach people a few simple rules.</p>
<h2>What the PDPA covers</h2>
<p>The PDPA governs how organisations process personal data in commercial transactions. Personal data is any information that identifies a person: names, IC numbers, phone numbers, addresses, e-mail addresses, account numbers and more. Sensitive personal data, such as health information, gets stricter protection.</p>
<p>The Act is built on principles including:</p>
<ul>
<li><strong>General principle:</strong> process personal data only with consent and for a lawful purpose.</li>
<li><strong>Disclosure principle:</strong> do not disclose personal data for purposes the person was not told about.</li>
<li><strong>Security principle:</strong> take practical steps to protect personal data from loss, misuse and unauthorised access.</li>
</ul>
<p>The 2024 amendments added requirements such as notifying data breaches and appointing data protection officers, so the topic now receives more attention from management.</p>
<h2>Why prompts matter</h2>
<p>When you paste text into an AI tool, it is sent to the tool provider's servers. Depending on the service and your settings, it may be stored or used to improve future models. If that text contains customers' personal data, you may be disclosing it to a third party for a purpose the customer never agreed to.</p>
<blockquote>The question is not "is AI allowed?" but "is this data allowed to leave our systems?"</blockquote>
<h2>Five rules for safe prompting</h2>
<ol>
<li><strong>Remove identifiers.</strong> Replace names, numbers and addresses with placeholders before pasting.</li>
<li><strong>Use approved tools.</strong> Enterprise versions of AI assistants usually offer stronger data protection commitments than free consumer versions. Use what your company has approved.</li>
<li><strong>Never paste sensitive data.</strong> Medical records, salary details and disciplinary matters stay out of AI tools unless your organisation has a specific, approved setup.</li>
<li><strong>Check the output.</strong> AI-generated text that goes to a customer is your organisation's responsibility.</li>
<li><strong>Ask when unsure.</strong> Your data protection officer or IT team would rather answer a question than handle an incident.</li>
</ol>
<h2>What leaders should do</h2>
<p>Publish a short AI use policy, tell staff which tools are approved and train them on these rules. Most incidents happen because people were never told what is allowed.</p>
<p>This article is general information, not legal advice. For specific questions, consult your legal adviser.</p>`;

const COPILOT_OR_CHATGPT = `<p>"Should we buy Copilot or ChatGPT?" is one of the questions we hear most from Malaysian companies. Both are capable assistants built on large language models, but they are designed for different ways of working.</p>
<h2>Microsoft 365 Copilot</h2>
<p>Copilot lives inside Word, Excel, PowerPoint, Outlook and Teams, and it can work with your organisation's documents, e-mails and meetings, within the permissions each user already has.</p>
<ul>
<li><strong>Strong at:</strong> summarising e-mail threads and meetings, drafting from your own documents, working in Excel and creating slides from reports.</li>
<li><strong>Best for:</strong> organisations already on Microsoft 365 whose staff spend the day in Outlook and Teams.</li>
<li><strong>Consider:</strong> licence cost per user and the work needed to tidy up file permissions before rollout.</li>
</ul>
<h2>ChatGPT</h2>
<p>ChatGPT is a general-purpose assistant used through its own app or website. Business plans add admin controls and data protection commitments.</p>
<ul>
<li><strong>Strong at:</strong> brainstorming, writing from scratch, explaining concepts, analysing uploaded files and building custom assistants for specific tasks.</li>
<li><strong>Best for:</strong> marketing, training, research and teams that work across many tools.</li>
<li><strong>Consider:</strong> it does not see your company's files unless someone uploads them.</li>
</ul>
<h2>How to decide</h2>
<p>Start from the work, not the tool. List the five tasks that take most of your team's time. If most of them happen inside Outlook, Teams and Excel, Copilot will feel natural. If they involve creating new content or thinking through problems, ChatGPT is often the better fit. Many organisations end up with both: Copilot for everyday office work and ChatGPT for specialist teams.</p>
<h2>Cost and licensing</h2>
<p>Copilot is priced per user per month on top of an eligible Microsoft 365 plan, so the cost adds up quickly across a large workforce. ChatGPT business plans are also priced per user. In both cases, buying licences for everyone on day one is rarely the best use of the budget. Start with the roles that write and summarise the most, such as managers, executive assistants, analysts and customer service leads.</p>
<h2>Run a small pilot first</h2>
<p>Give twenty people access for six weeks, train them properly and ask them to log the time they save on three or four common tasks. At the end you will have real numbers from your own organisation to decide how far to roll out, instead of relying on a vendor's estimates.</p>
<h2>Whatever you choose, train people</h2>
<p>In our experience, adoption depends far more on training than on which tool you buy. Staff who get a day of guided practice use their assistant several times a day; staff who get only a login use it a few times and give up.</p>`;

const NTW_TIPS = `<p>National Training Week is one of the best-kept secrets for Malaysians who want to learn new skills. For one week, training providers across the country offer free short courses, both online and in person, and many of them are about AI and digital skills. AIHQ runs several free sessions every year. Here is how to make the most of them.</p>
<h2>1. Choose sessions that connect</h2>
<p>It is tempting to sign up for everything. A better plan is to choose two or three sessions that build on each other. For example, start with <strong>AI Fundamentals</strong>, then <strong>ChatGPT for Everyday Office Tasks</strong>, then a session on data protection. You will finish the week with a connected set of skills rather than scattered notes.</p>
<h2>2. Register twice</h2>
<p>Each NTW session needs two registrations: one with the training provider, so you receive the joining link or venue details, and one on the official NTW portal, so you receive your e-certificate. Many participants miss the second step and are disappointed when no certificate arrives.</p>
<h2>3. Practise the same week</h2>
<p>Two hours of training fades quickly without practice. Block thirty minutes in your calendar the day after each session to try what you learnt on a real task at work. Write down one thing that worked and one question you still have.</p>
<blockquote>The participants who benefit most are the ones who use the skill within 48 hours.</blockquote>
<h2>4. Share what you learnt</h2>
<p>If your employer allowed you time off for the session, spend ten minutes at the next team meeting showing one useful technique. It helps your colleagues, it shows your manager the value of the training and, in our experience, it is the fastest way to become the person others ask for help with AI.</p>
<h2>Who should attend</h2>
<p>The sessions suit office staff, supervisors, fresh graduates and small business owners. No technical background is needed. A laptop and a stable internet connection are enough for the online sessions.</p>
<p>When you are ready for more depth, many of our full-day masterclasses are HRD Corp claimable, so your employer may be able to fund the next step. See the current <a href="/shop/ntw">NTW programmes</a>.</p>`;

const AI_POLICY = `<p>Most organisations in Malaysia now have staff using AI tools, whether or not there is a policy. When a policy does exist, it is often a long document written by legal or IT that few people have read. Here is a structure for an AI use policy that fits on one page and that staff will actually follow.</p>
<h2>Start with why</h2>
<p>Open with two sentences on why the organisation wants staff to use AI, and why some care is needed. A policy that only lists prohibitions tells staff that AI is dangerous, and they will either avoid it or use it quietly on personal accounts.</p>
<h2>The one-page structure</h2>
<h3>What you can do</h3>
<ul>
<li>Use approved AI tools to draft, summarise, brainstorm and analyse.</li>
<li>Use them for internal documents, presentations and public information.</li>
</ul>
<h3>What you must not do</h3>
<ul>
<li>Paste personal data, customer records or confidential financial information into tools that are not approved for it.</li>
<li>Present AI output to customers, regulators or management without checking it.</li>
<li>Use AI to make final decisions about hiring, promotion or discipline.</li>
</ul>
<h3>Approved tools</h3>
<p>List them by name, and say how staff can request a new one. This is the section that changes most often, so keep it short and up to date.</p>
<h3>Who to ask</h3>
<p>Name a person or a team, with an e-mail address. A policy without a contact becomes a policy that is ignored.</p>
<h2>Make it visible</h2>
<p>Introduce the policy in a short briefing, not only by e-mail. Include it in onboarding. Review it every six months, because the tools change quickly.</p>
<blockquote>A good AI policy tells staff what they can do on Monday morning, not only what they cannot.</blockquote>
<h2>Common mistakes</h2>
<ul>
<li><strong>Copying a policy from overseas.</strong> It will not mention the PDPA, HRD Corp or the tools your staff actually use.</li>
<li><strong>Banning everything.</strong> Staff simply switch to their personal phones, where you have no visibility at all.</li>
<li><strong>Leaving out examples.</strong> "Do not share confidential data" means different things to different people. Give three concrete examples from your own business.</li>
<li><strong>Writing it once and forgetting it.</strong> Tools, prices and risks change every few months.</li>
</ul>
<h2>Connect it to training</h2>
<p>A policy works best when staff understand the reasons behind it. Short training on safe prompting and checking AI output turns rules into habits.</p>`;

const MEETING_MINUTES = `<p>Writing minutes is one of the least loved jobs in any office. With the right workflow, AI can turn a recorded meeting into accurate minutes and a clear action list in about ten minutes. Here is the process we teach.</p>
<h2>Before the meeting</h2>
<ul>
<li>Tell participants the meeting will be recorded and transcribed, and why. In Malaysia this is both courtesy and good practice under the PDPA.</li>
<li>Share a clear agenda. AI produces better minutes when the discussion follows a structure.</li>
</ul>
<h2>During the meeting</h2>
<p>Turn on transcription in Teams, Zoom or Google Meet. Ask the chair to state decisions and owners aloud, for example, "So we agree that Faizal will send the revised quotation by Friday." Clear statements lead to clear minutes.</p>
<p>Many Malaysian meetings switch between English and Bahasa Malaysia, sometimes in the same sentence. Transcription tools handle this better than they used to, but not perfectly. If your meeting is mostly in one language, set the transcription language accordingly, and ask the note-taker to jot down names, numbers and technical terms as they come up. Those few notes make the review step much faster.</p>
<h2>After the meeting</h2>
<ol>
<li>Download the transcript or open the meeting recap in Copilot.</li>
<li>Use a prompt such as: "From this transcript, write minutes with these headings: attendees, key discussion points, decisions, action items with owner and due date. Keep it under one page."</li>
<li>Check names, figures and dates against your own notes. Transcription often misspells Malaysian names.</li>
<li>Send the minutes within the same day while the meeting is still fresh.</li>
</ol>
<h2>Useful follow-up prompts</h2>
<ul>
<li>"List every action item with its owner and due date as a table."</li>
<li>"Draft a short follow-up e-mail to all attendees summarising the decisions."</li>
<li>"Which questions were raised but not answered? List them for the next agenda."</li>
<li>"Translate the minutes into Bahasa Malaysia for the operations team."</li>
</ul>
<h2>An accuracy checklist</h2>
<p>Before sending, check four things: every decision is recorded as it was actually agreed, every action has one owner, figures match the documents discussed, and nothing confidential from an informal side conversation has slipped into the minutes. A two-minute review catches almost every problem.</p>
<blockquote>The AI writes the first draft. A person who attended the meeting signs it off.</blockquote>
<p>Teams that adopt this workflow usually cut minute-taking time by more than half.</p>`;
