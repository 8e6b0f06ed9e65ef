/** Copy of the About Us page, as typed data. */
export interface TeamMember {
  name: string;
  role: string;
  photo: string;
  bio: string;
}

export interface TimelineItem {
  year: string;
  text: string;
}

export const aboutStats = [
  { value: "8,000+", label: "Professionals trained" },
  { value: "91%", label: "Satisfaction" },
  { value: "50+", label: "Corporate clients" },
] as const;

export const mission =
  "We exist to make AI useful for every Malaysian professional, not just the technical few. We teach people to work with AI safely and confidently, and we help organisations turn that skill into measurable results.";

export const team: TeamMember[] = [
  {
    name: "Dr. Aisyah Rahman",
    role: "Founder & Chief Executive",
    photo: "/images/team/aisyah-rahman.svg",
    bio: "Fifteen years in digital transformation across banking and the public sector; leads AIHQ's corporate programmes and speaks on responsible AI adoption.",
  },
  {
    name: "Daniel Lim Wei Jie",
    role: "Head of Training",
    photo: "/images/team/daniel-lim.svg",
    bio: "HRD Corp-accredited trainer who has run more than 300 workshops on generative AI for productivity, writing and analytics.",
  },
  {
    name: "Priya Nair",
    role: "Director, AI Consulting",
    photo: "/images/team/priya-nair.svg",
    bio: "Designs AI roadmaps and governance frameworks for Malaysian enterprises, from first pilots to company-wide roll-outs.",
  },
  {
    name: "Hafiz Kamarudin",
    role: "Client Success Lead",
    photo: "/images/team/hafiz-kamarudin.svg",
    bio: "Guides HR and L&D teams through HRDC claims and grant applications, and makes sure every cohort turns training into practice.",
  },
];

export const timeline: TimelineItem[] = [
  {
    year: "Feb 2023",
    text: "AIHQ is founded in Kuala Lumpur to bring practical generative-AI training to Malaysian professionals.",
  },
  {
    year: "Aug 2023",
    text: "Our masterclasses become HRDC-claimable, opening AI training to employers across Malaysia.",
  },
  {
    year: "Mar 2024",
    text: "The first AIHQ AI conference brings together more than 400 leaders from business and government.",
  },
  { year: "Nov 2024", text: "We open our Singapore office and pass 5,000 professionals trained." },
  {
    year: "May 2025",
    text: "AIHQ joins National Training Week with free AI programs and passes 8,000 professionals trained.",
  },
];

export const methodology = [
  {
    step: "Assess",
    text: "We measure where your people and processes stand today, so training starts from real needs.",
  },
  {
    step: "Design",
    text: "We shape a programme around your industry, tools and goals, with exercises on your own work.",
  },
  {
    step: "Train",
    text: "Hands-on sessions led by practitioners, in person in Kuala Lumpur or live online.",
  },
  {
    step: "Support",
    text: "Follow-up clinics, templates and coaching make the new habits stick after the class ends.",
  },
] as const;
