import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "#app/components/not-found";
import { unlistedMeta } from "#app/features/seo/unlisted-meta";
import { logNotFound } from "#app/features/errors/not-found.server";

export const meta: Route.MetaFunction = () => unlistedMeta("Page Not Found");

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(new URL(request.url).pathname);
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
