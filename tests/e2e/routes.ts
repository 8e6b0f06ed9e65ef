/** Every route of the original site's route table, with the headline a visitor sees. */
export const staticRoutes: { path: string; title: string; heading: RegExp }[] = [
  {
    path: "/",
    title: "AI Training & Consultancy in Malaysia | AIHQ",
    heading: /confident, capable users of AI/,
  },
  { path: "/about-us", title: "About Us | AIHQ", heading: /We help Malaysia work smarter with AI/ },
  { path: "/contact", title: "Contact | AIHQ", heading: /Let's talk about AI for your team/ },
  { path: "/verify", title: "Verify Certificate | AIHQ", heading: /Verify a Certificate/ },
  { path: "/privacy-policy", title: "Privacy Policy | AIHQ", heading: /Privacy Policy/ },
  { path: "/blog", title: "Blog | AIHQ", heading: /Insights on AI at work/ },
  { path: "/admin/blog", title: "Blog Admin | AIHQ", heading: /Blog Admin/ },
  { path: "/shop", title: "AI Workshops | AIHQ", heading: /AI Workshops/ },
  {
    path: "/shop/for-individuals",
    title: "AI Masterclasses for Individuals | AIHQ",
    heading: /AI Masterclasses for Individuals/,
  },
  {
    path: "/shop/for-organisations",
    title: "AI Transformation for Organizations | AIHQ",
    heading: /AI Transformation for Organizations/,
  },
  { path: "/shop/ntw", title: "National Training Week | AIHQ", heading: /National Training Week/ },
  {
    path: "/shop/masterclasses",
    title: "AI Masterclasses & Conferences | AIHQ",
    heading: /AI Masterclasses/,
  },
  {
    path: "/shop/masterclasses/custom",
    title: "Custom Corporate AI Training | AIHQ",
    heading: /Custom AI Training for Your Organization/,
  },
  { path: "/shop/books", title: "Books | AIHQ", heading: /Books/ },
  { path: "/shop/grants", title: "Government Grants | AIHQ", heading: /Government Grants/ },
  { path: "/shop/calendar", title: "Training Calendar | AIHQ", heading: /Training Calendar/ },
];
