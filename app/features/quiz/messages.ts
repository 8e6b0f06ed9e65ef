/**
 * The quiz's toasts, as the original site words them: shown by the dialog, sent by the action
 * on a fault.
 */
export const QUIZ_SUCCESS_TOAST =
  "Quiz completed! Check your email for your personalized AI readiness results.";
export const QUIZ_FAILURE_TOAST =
  "Sorry, there was an error processing your quiz. Please try again or contact us directly.";
