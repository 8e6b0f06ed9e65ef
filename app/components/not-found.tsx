import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button";

/** The product's 404 page, texts as in the shop spec. */
export function NotFound() {
  return (
    <section className="flex min-h-[60vh] items-center justify-center px-4 py-20">
      <div className="max-w-md text-center">
        <SearchX aria-hidden="true" className="mx-auto size-14 text-primary" />
        <h1 className="mt-6 text-5xl font-bold tracking-tight">404</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Oops! The page you're looking for doesn't exist.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/shop">Return to Shop</Link>
        </Button>
      </div>
    </section>
  );
}
