import type { books, grants, masterclasses, ntwPrograms } from "#server/db/schema";
import { addDays, mytCalendarDay, mytInstant, onWorkingDays, type CalendarDay } from "./calendar";
import {
  AIHQ_SUITE,
  chatgptContent,
  copilotContent,
  dataAnalysisContent,
  futureOfWorkContent,
  hrContent,
  leaderContent,
  marketingContent,
  KLCC_VENUE,
  summitContent,
  VIRTUAL_VENUE,
  writingContent,
} from "./masterclass-pages";
import { DEMO_PEOPLE } from "./people";

export type MasterclassRow = typeof masterclasses.$inferInsert;
export type BookRow = typeof books.$inferInsert;
export type GrantRow = typeof grants.$inferInsert;
export type NtwProgramRow = typeof ntwPrograms.$inferInsert;

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
}

function planDates(today: CalendarDay, plan: EventPlan): PlannedDates {
  const start = onWorkingDays(addDays(today, plan.offsetDays), plan.lengthDays);
  return {
    // Each day runs 9:00 AM - 5:00 PM: the start's clock and the end's (on the last day).
    date: mytInstant(start, 9),
    endDate: mytInstant(addDays(start, plan.lengthDays - 1), 17),
  };
}

/**
 * The ten catalogue events. The four slugs the original site gave image overrides are here, two
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
      venue: VIRTUAL_VENUE,
      content: copilotContent(),
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
      venue: VIRTUAL_VENUE,
      content: chatgptContent(),
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
      venue: VIRTUAL_VENUE,
      content: writingContent(),
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
      venue: VIRTUAL_VENUE,
      content: marketingContent(),
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
      venue: AIHQ_SUITE,
      content: hrContent(),
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
      venue: AIHQ_SUITE,
      content: leaderContent(),
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
      venue: KLCC_VENUE,
      content: summitContent(),
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
      venue: AIHQ_SUITE,
      content: dataAnalysisContent(),
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
      venue: VIRTUAL_VENUE,
      content: futureOfWorkContent(),
    }),
    // Its time is not fixed yet (no end): the page says "To be announced".
    row(
      "ai-for-finance-teams",
      { ...finance, endDate: null },
      {
        title: "AI for Finance and Accounting Teams",
        subtitle: "Automate reconciliations, forecasts and month-end reporting",
        format: "virtual",
        type: "masterclass",
        price: "1899.00",
        classSize: 35,
        isHrdc: false,
        isNtw: false,
        venue: null,
        // Deliberately thin: the detail page fills in its defaults for everything else.
        content: {
          about:
            "A practical day for finance and accounting teams who close the books every month. We take the tasks that eat your time (bank reconciliations, variance commentary, cash-flow forecasts and management reports) and rebuild them with AI assistants and spreadsheet automation, with the controls your auditors expect. The full programme and trainer will be announced soon.",
        },
      },
    ),
  ];
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
      format: "paperback",
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
      format: "paperback",
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
      format: "paperback",
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
      format: "ebook",
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
      format: "paperback",
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
