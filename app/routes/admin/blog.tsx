import { LockKeyhole } from "lucide-react";
import type { Route } from "./+types/blog";
import { Logo } from "../../components/layout/logo";
import { pageTitle } from "../../content/business";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Blog Admin") },
  { name: "robots", content: "noindex, nofollow" },
];

/** Standalone: the blog admin sits outside the public layout. */
export default function AdminBlog() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/60 px-4 py-16">
      <div className="w-full max-w-sm rounded-2xl border bg-card p-8 shadow-sm">
        <Logo />
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold"><LockKeyhole aria-hidden="true" className="size-5 text-primary" /> Blog Admin</h1>
        <p className="mt-2 text-sm text-muted-foreground">Sign in with your AIHQ admin account to manage blog posts.</p>
      </div>
    </main>
  );
}
