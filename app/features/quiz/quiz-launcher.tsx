import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { lazyComponent } from "#app/lib/lazy";
import { quizStage, withoutQuiz } from "./quiz-url";

const loadQuizDialog = () => import("./quiz-dialog");
// The dialog, its questions and its validation are loaded when the quiz is
// first asked for (or about to be): no page pays for them on its first load.
const QuizDialog = lazy(() => loadQuizDialog().then((module) => ({ default: module.QuizDialog })));
// What the server renders instead, for a page that opens on the quiz (quiz-panel.tsx).
const quizPanel = lazyComponent(() => import("./quiz-panel").then((module) => module.default));

const QUIZ_LINK = 'a[href*="quiz=open"]';

/**
 * The quiz opens wherever the URL says `?quiz=open`: the top bar, the home
 * hero and campaign links all use that, and closing removes it again. Until
 * the page has hydrated (and without JavaScript) the server's rendering of it
 * is the page's own overlay of links and a plain form; once hydrated it is
 * the dialog, except for the thanks (`?quiz=done`) of a quiz sent that way.
 */
export function QuizLauncher() {
  const [searchParams, setSearchParams] = useSearchParams();
  const stage = quizStage(searchParams);
  // Set in a transition: React keeps the server's overlay on screen until the dialog's code
  // is there, instead of showing nothing in between.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const open = hydrated && stage !== null && stage !== "done";
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
      setSearchParams((current) => withoutQuiz(current), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  if (stage !== null && (!hydrated || stage === "done")) {
    return (
      <Suspense fallback={null}>
        <quizPanel.Component stage={stage} />
      </Suspense>
    );
  }
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuizDialog
        open={open}
        path={stage === "individual" || stage === "organization" ? stage : undefined}
        onOpenChange={onOpenChange}
      />
    </Suspense>
  );
}
