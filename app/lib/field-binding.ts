type Texts = Readonly<Partial<Record<string, string>>>;

/**
 * What an uncontrolled field takes from its form's state: its name, the value it starts from
 * and the message the action gave back, so a field reads `{...bind("title")}`.
 */
export function fieldBinder(values: Texts, errors: Texts) {
  return (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
}
