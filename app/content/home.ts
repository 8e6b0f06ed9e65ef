/** Copy of the home page, as typed data (spec §2, Home). */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  profileImage: string;
  linkedinUrl?: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      "The ChatGPT Skill Boost gave my team prompts we used the very next morning. Our weekly reporting now takes half the time.",
    author: "Nurul Aina Hassan",
    role: "Head of Operations",
    company: "Maju Logistics",
    profileImage: "/images/testimonials/nurul-aina.svg",
    linkedinUrl: "https://www.linkedin.com/in/nurul-aina-hassan",
  },
  {
    quote:
      "Practical from the first hour. No theory dump: every exercise used our own documents, and the HRDC claim was handled for us.",
    author: "Kevin Tan Chee Keong",
    role: "Learning & Development Manager",
    company: "Harta Bank",
    profileImage: "/images/testimonials/kevin-tan.svg",
  },
  {
    quote:
      "AIHQ helped us write an AI use policy our legal team was comfortable with, then trained 120 staff to follow it.",
    author: "Siti Hajar Abdullah",
    role: "Chief People Officer",
    company: "Nusantara Foods",
    profileImage: "/images/testimonials/siti-hajar.svg",
    linkedinUrl: "https://www.linkedin.com/in/siti-hajar-abdullah",
  },
  {
    quote:
      "The AI-Ready Leader programme changed how our management team makes decisions. Clear, honest and very Malaysian in its examples.",
    author: "Rajesh Kumar",
    role: "Managing Director",
    company: "Cahaya Energy",
    profileImage: "/images/testimonials/rajesh-kumar.svg",
  },
  {
    quote:
      "I came in sceptical and left with a working workflow for customer replies in Bahasa Malaysia and English. Worth every minute.",
    author: "Melissa Wong",
    role: "Customer Experience Lead",
    company: "Sinar Telco",
    profileImage: "/images/testimonials/melissa-wong.svg",
    linkedinUrl: "https://www.linkedin.com/in/melissa-wong-cx",
  },
];

export const aboutBlockStats = [
  { value: "8,000+", label: "Professionals trained" },
  { value: "50+", label: "Corporate clients" },
  { value: "100%", label: "HRDC-claimable programs" },
] as const;

export const clientLogos = [
  { name: "Petrabina Berhad", src: "/images/clients/petrabina.svg" },
  { name: "Maju Logistics", src: "/images/clients/maju-logistics.svg" },
  { name: "Harta Bank", src: "/images/clients/harta-bank.svg" },
  { name: "Nusantara Foods", src: "/images/clients/nusantara-foods.svg" },
  { name: "MediVista Healthcare", src: "/images/clients/medivista.svg" },
  { name: "KL Property Group", src: "/images/clients/kl-property-group.svg" },
  { name: "Sinar Telco", src: "/images/clients/sinar-telco.svg" },
  { name: "Cahaya Energy", src: "/images/clients/cahaya-energy.svg" },
] as const;

export const mediaLogos = [
  { name: "Business Today MY", src: "/images/media/business-today-my.svg" },
  { name: "Tech Nusantara", src: "/images/media/tech-nusantara.svg" },
  { name: "KL Business Review", src: "/images/media/kl-business-review.svg" },
  { name: "The Ledger Weekly", src: "/images/media/the-ledger-weekly.svg" },
  { name: "Radio Ekonomi", src: "/images/media/radio-ekonomi.svg" },
] as const;

export const galleryImages = [
  {
    src: "/images/gallery/event-1.svg",
    alt: "A trainer presenting beside a large screen at an AIHQ masterclass in Kuala Lumpur",
  },
  {
    src: "/images/gallery/event-2.svg",
    alt: "The audience at the Malaysia AI Business Summit main stage",
  },
  {
    src: "/images/gallery/event-3.svg",
    alt: "Participants working on laptops in a hands-on AI workshop",
  },
  { src: "/images/gallery/event-4.svg", alt: "A panel discussion on AI in Malaysian business" },
  { src: "/images/gallery/event-5.svg", alt: "Participants networking during a conference break" },
  { src: "/images/gallery/event-6.svg", alt: "Graduates receiving their AIHQ certificates" },
  { src: "/images/gallery/event-7.svg", alt: "An online AIHQ class shown on a large screen" },
] as const;

/** The six animated counters, in the spec's order and values. */
export const counters = [
  { value: 8000, suffix: "+", label: "Professionals trained" },
  { value: 91, suffix: "%", label: "Participant satisfaction" },
  { value: 44000, suffix: "+", label: "Training hours delivered" },
  { value: 400, suffix: "+", label: "Workshops and masterclasses" },
  { value: 270000, suffix: "+", label: "People reached online" },
  { value: 20000, suffix: "+", label: "Community members" },
] as const;

export const feedbackImages = [
  {
    src: "/images/feedback/feedback-1.svg",
    alt: "Feedback from Aiman Hakimi Roslan of Petrabina Berhad praising the practical exercises at ChatGPT Skill Boost",
  },
  {
    src: "/images/feedback/feedback-2.svg",
    alt: "Message from HR manager Farah Nadia Ismail of MediVista Healthcare about the HRDC-claimable AI for HR programme",
  },
  {
    src: "/images/feedback/feedback-3.svg",
    alt: "Five-star review from team lead Eric Lau Kok Wai of KL Property Group about time saved after the Copilot masterclass",
  },
  {
    src: "/images/feedback/feedback-4.svg",
    alt: "Post from director Rohana Yusof of Cahaya Energy about The AI-Ready Leader masterclass",
  },
] as const;

export interface Video {
  title: string;
  poster: string;
  /**
   * YouTube video id. With one, the poster is a click-to-play facade that
   * loads the privacy-enhanced player only on request
   * (docs/decisions/0007-third-party-widgets-on-request.md); without one, the
   * poster links to our YouTube channel instead of a dead player.
   */
  youtubeId?: string;
}

export const corporateVideo: Video = {
  title: "AIHQ in 90 seconds",
  poster: "/images/videos/corporate.svg",
};

export const videos: Video[] = [
  { title: "Masterclass highlights", poster: "/images/videos/masterclass-highlights.svg" },
  { title: "Malaysia AI Business Summit recap", poster: "/images/videos/summit-recap.svg" },
  { title: "Client story: Maju Logistics", poster: "/images/videos/client-story.svg" },
  { title: "Three prompting tips from our trainers", poster: "/images/videos/trainer-tips.svg" },
];

export const solutions = [
  {
    title: "Public masterclasses",
    text: "One- and two-day programmes on ChatGPT, Copilot, AI for HR, finance, marketing and leadership. HRDC-claimable.",
    href: "/shop/masterclasses",
  },
  {
    title: "Custom corporate training",
    text: "In-house programmes built around your tools, data and policies, for teams of 10 to 500, in person or online.",
    href: "/shop/masterclasses/custom",
  },
  {
    title: "AI consulting",
    text: "Readiness assessments, AI use policies and roadmaps that take you from first pilot to company-wide adoption.",
    href: "/contact",
  },
] as const;

export const approach =
  "We start from your work, not from the technology: every programme uses real tasks from your industry, teaches safe and responsible use under Malaysian law, and ends with something your people can use the next day.";

export const industries = [
  "Banking & finance",
  "Oil, gas & energy",
  "Logistics",
  "Healthcare",
  "Government & GLCs",
  "Manufacturing",
  "Retail & F&B",
  "Education",
] as const;

export const reasons = [
  {
    title: "Practitioner trainers",
    text: "Our trainers use AI in their own consulting work every day.",
  },
  {
    title: "HRDC-claimable",
    text: "Every masterclass can be claimed from HRD Corp, up to 100% of the cost.",
  },
  {
    title: "Hands-on from hour one",
    text: "Participants build prompts, workflows and templates on their own tasks.",
  },
  {
    title: "Local context",
    text: "Malaysian examples, Bahasa Malaysia and English, PDPA-aware practices.",
  },
  {
    title: "Support after class",
    text: "Follow-up clinics, templates and a community to keep the momentum.",
  },
  { title: "Proven results", text: "8,000+ professionals trained with 91% satisfaction." },
] as const;

export const processSteps = [
  { title: "Book a free call", text: "Tell us about your goals in a 20-minute video call." },
  {
    title: "Get a tailored plan",
    text: "We recommend programmes and help with the HRDC or grant claim.",
  },
  { title: "Train and apply", text: "Your people learn by doing, and we support them afterwards." },
] as const;
