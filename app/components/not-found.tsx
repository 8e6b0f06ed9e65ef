import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { NotFoundNotice, PAGE_LOOK } from "./not-found-notice";

/** The product's 404 page, texts as on the original shop. */
export function NotFound() {
  return (
    <NotFoundNotice
      look={PAGE_LOOK}
      icon={SearchX}
      title="404"
      message="Oops! The page you're looking for doesn't exist."
      action={<Link to="/shop">Return to Shop</Link>}
    />
  );
}
