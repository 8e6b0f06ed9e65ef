import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { QuizDialog } from "./quiz-dialog";

/**
 * The quiz opens wherever the URL says `?quiz=open`: the top bar, the home
 * hero and campaign links all use that, and closing removes it again.
 */
export function QuizLauncher() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get("quiz") === "open";
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) return;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete("quiz");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return <QuizDialog open={open} onOpenChange={onOpenChange} />;
}
