import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "#app/components/not-found";
import { pageTitle } from "#common/business";
import { logNotFound } from "#app/features/errors/not-found.server";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Page Not Found") },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(new URL(request.url).pathname);
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
