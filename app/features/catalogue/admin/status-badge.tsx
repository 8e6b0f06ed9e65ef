import { Badge } from "#app/components/ui/badge";
import type { MasterclassStatus } from "./masterclass.schema";

const LOOK: Record<
  MasterclassStatus,
  { label: string; variant: "success" | "outline" | "accent" }
> = {
  published: { label: "Published", variant: "success" },
  draft: { label: "Draft", variant: "accent" },
  archived: { label: "Archived", variant: "outline" },
};

export function StatusBadge({ status }: { status: MasterclassStatus }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
