import type * as React from "react";
import { Field, Input } from "#app/components/ui/field";

export type InputFieldProps = Omit<React.ComponentProps<"input">, "className"> & {
  label: React.ReactNode;
  name: string;
  error?: string | undefined;
  description?: React.ReactNode;
  /** The wrapper's classes (label, box and error line); the box keeps its own look. */
  className?: string | undefined;
};

/**
 * A labelled input of any type (date, password, number …) with its description and error
 * line wired: the attributes that are not the field's go onto the input itself.
 */
export function InputField({ label, error, description, className, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} description={description} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}
