import { Link } from "react-router";
import { cn } from "#app/lib/cn";

export function Logo({
  tone = "light",
  className,
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <Link to="/" className={cn("inline-flex items-center", className)} aria-label="AIHQ home">
      <img
        src={tone === "dark" ? "/brand/logo-dark.svg" : "/brand/logo.svg"}
        alt="AIHQ"
        width={128}
        height={32}
        className="h-8 w-auto"
      />
    </Link>
  );
}
