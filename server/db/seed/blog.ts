import type { blogCategories, blogPosts } from "#server/db/schema";
import { readingTime } from "#common/reading-time";
import { addDays, mytCalendarDay, mytInstant } from "./calendar";
import { DEMO_PEOPLE } from "./people";

export type BlogCategoryRow = typeof blogCategories.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferInsert;

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
