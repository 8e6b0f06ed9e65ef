import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { formValues, type FieldErrors, type FormCheck, type FormValues } from "./form";
import { answerWiring, errorsOf, type FormAnswer } from "./form-wiring";
import type { LazyModule } from "./lazy";
import { useToast } from "./use-toast";

export interface FormOptions {
  /** The latest answer to this form: its action data, its fetcher's, or a fetch's JSON. */
  result: FormAnswer;
  /**
   * The browser's check, with the action's own schema (`schemaCheck`). A
   * lazily loaded one (the schema and zod stay out of the page's first
   * load) starts loading when the visitor reaches the form; a form sent
   * before it arrives waits and is sent again, and if it cannot load the
   * form is sent unchecked: the server checks with the same schema.
   */
  check?: FormCheck | LazyModule<FormCheck> | undefined;
  /** Sends a checked form itself (a fetcher, a fetch); without it the form's own post goes on. */
  send?: ((formData: FormData, values: FormValues) => void) | undefined;
  /** A field's message goes as soon as the visitor edits that field. */
  clearOnEdit?: boolean;
  /** Told what the browser's check found, after the fields show it. */
  onRefused?: ((errors: FieldErrors) => void) | undefined;
}

function focusFirstError(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * One form's wiring: its messages per field (the browser's check first,
 * then each answer's), the values a refusal gave back, the answer's toast
 * (`useToast`), and focus on the first field to fix. Spread `form` on the
 * <form> (or <Form>, <fetcher.Form>) and `field(name)` on each field
 * (`TextField` and its siblings): the form keeps working without
 * JavaScript, where the action answers the same messages.
 */
export function useForm({ result, check, send, clearOnEdit = false, onRefused }: FormOptions) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => errorsOf(result));
  // A new answer replaces whatever the browser found before it.
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    setErrors(errorsOf(result));
  }
  useToast(result?.toast);
  useEffect(() => {
    if (result?.status === "invalid") focusFirstError(ref.current);
  }, [result]);

  const lazy = typeof check === "object" ? check : undefined;
  const preload = lazy ? () => void lazy.load().catch(() => undefined) : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const run = typeof check === "function" ? check : lazy?.current();
    if (lazy && !run && !lazy.failed()) {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const resubmit = () => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      };
      lazy.load().then(resubmit, resubmit);
      return;
    }
    const formData = new FormData(form);
    const values = formValues(formData);
    const found = run?.(values) ?? null;
    if (found) {
      event.preventDefault();
      // Rendered at once, so focus moves now and not a frame later, into a
      // field the visitor may already have gone on to type in.
      flushSync(() => setErrors(found));
      focusFirstError(form);
      onRefused?.(found);
      return;
    }
    setErrors({});
    if (send) {
      event.preventDefault();
      send(formData, values);
    }
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const { name } = event.target as Partial<HTMLInputElement>;
    if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  return {
    ...answerWiring(result, errors),
    form: {
      ref,
      noValidate: true,
      onSubmit,
      onFocus: preload,
      onPointerEnter: preload,
      onChange: clearOnEdit ? onChange : undefined,
    },
  };
}

/** What `useForm` gives a form; parts of a form take the pieces they need. */
export type FormWiring = ReturnType<typeof useForm>;
