import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";

const loadQuizDialog = () => import("./quiz-dialog");
// The dialog, its questions and its validation are loaded when the quiz is
// first asked for (or about to be): no page pays for them on its first load.
const QuizDialog = lazy(() => loadQuizDialog().then((module) => ({ default: module.QuizDialog })));

const QUIZ_LINK = 'a[href*="quiz=open"]';

/**
 * The quiz opens wherever the URL says `?quiz=open`: the top bar, the home
 * hero and campaign links all use that, and closing removes it again.
 */
export function QuizLauncher() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get("quiz") === "open";
  // Once opened it stays mounted, so that closing can animate and reopening is instant.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    // Pointing at or focusing a quiz link starts the download before the click.
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(QUIZ_LINK)) {
        void loadQuizDialog();
      }
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    document.addEventListener("touchstart", onIntent, { passive: true });
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("touchstart", onIntent);
    };
  }, []);

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
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuizDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
