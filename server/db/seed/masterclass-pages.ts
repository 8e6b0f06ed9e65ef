/** The `content` JSON of each demo masterclass: the copy its detail page shows. */
import type { AgendaItem, MasterclassContent } from "#common/masterclass-content";
import { asTrainer, DEMO_PEOPLE } from "./people";

const VIRTUAL_REQUIREMENTS =
  "A laptop with a stable internet connection, Zoom installed and a working webcam and microphone. Join links are e-mailed two days before the session.";

/** Venue text for our own training suite in Kuala Lumpur. */
export const AIHQ_SUITE =
  "AIHQ Training Suite, Level 18, Menara Aurora, Jalan Ampang, 50450 Kuala Lumpur (5 minutes' walk from the KLCC LRT station)";

/** The convention centre of the three-day summit. */
export const KLCC_VENUE = "Kuala Lumpur Convention Centre, Jalan Pinang, 50088 Kuala Lumpur";

/** Where the virtual courses run. */
export const VIRTUAL_VENUE = "live on Zoom";

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

export function copilotContent(): MasterclassContent {
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

export function chatgptContent(): MasterclassContent {
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

export function writingContent(): MasterclassContent {
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

export function marketingContent(): MasterclassContent {
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

export function hrContent(): MasterclassContent {
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

export function leaderContent(): MasterclassContent {
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

export function summitContent(): MasterclassContent {
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

export function dataAnalysisContent(): MasterclassContent {
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
    // day 2 empty, which is how the original site showed agendas written without days.
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

export function futureOfWorkContent(): MasterclassContent {
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
