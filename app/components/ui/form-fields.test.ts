import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  CheckboxField,
  EmailField,
  SelectField,
  SwitchField,
  TelField,
  TextareaField,
  TextField,
} from "./form-fields";
import { ImageField } from "./image-field";

/**
 * A small reader of the rendered markup (the tests run without a DOM): the
 * control by its name, its attributes, and the text of elements by id.
 */
function render(element: ReactElement) {
  return renderToStaticMarkup(element);
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Control {
  tag: string;
  attrs: Map<string, string>;
  inner: string;
}

function controlOf(html: string, name: string): Control {
  const match = new RegExp(`<(\\w+)\\b([^>]*\\bname="${escape(name)}"[^>]*)>`).exec(html);
  if (!match) throw new Error(`No control named ${name}`);
  const [, tag = "", attrText = ""] = match;
  const attrs = new Map<string, string>();
  for (const [, key = "", value = ""] of attrText.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    attrs.set(key, value);
  }
  const rest = html.slice(match.index + match[0].length);
  const inner = rest.slice(0, Math.max(0, rest.indexOf(`</${tag}>`)));
  return { tag, attrs, inner };
}

const textOf = (markup: string) => markup.replace(/<[^>]*>/g, "");

function elementText(html: string, id: string) {
  const match = new RegExp(`<(\\w+)[^>]*\\bid="${escape(id)}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? textOf(match[2] ?? "") : undefined;
}

function labelFor(html: string, control: Control) {
  const id = control.attrs.get("id") ?? "";
  const match = new RegExp(`<label[^>]*\\bfor="${escape(id)}"[^>]*>([\\s\\S]*?)</label>`).exec(
    html,
  );
  return match ? textOf(match[1] ?? "") : undefined;
}

function describedTexts(html: string, control: Control) {
  return (control.attrs.get("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => elementText(html, id));
}

function alerts(html: string) {
  return [...html.matchAll(/<p[^>]*role="alert"[^>]*>([\s\S]*?)<\/p>/g)].map((m) =>
    textOf(m[1] ?? ""),
  );
}

/** The props every text-like field shares, enough for these tests. */
type TextLikeField = (props: {
  label: string;
  name: string;
  defaultValue?: string;
  description?: string;
  error?: string;
  maxLength?: number;
}) => ReactElement;

const cases: [string, TextLikeField, string, string | null][] = [
  ["text", TextField, "input", "text"],
  ["e-mail", EmailField, "input", "email"],
  ["tel", TelField, "input", "tel"],
  ["textarea", TextareaField, "textarea", null],
];

describe("field components", () => {
  for (const [kind, Component, tag, type] of cases) {
    it(`${kind}: label, value, description and error wired to the control`, () => {
      const html = render(
        createElement(Component, {
          label: "Your answer",
          name: "answer",
          defaultValue: "kept",
          description: "A hint",
          error: "Too short",
          maxLength: 40,
        }),
      );
      const control = controlOf(html, "answer");
      expect(control.tag).toBe(tag);
      if (type) expect(control.attrs.get("type")).toBe(type);
      expect(labelFor(html, control)).toBe("Your answer");
      expect(control.attrs.get("aria-invalid")).toBe("true");
      expect(control.attrs.get("maxLength") ?? control.attrs.get("maxlength")).toBe("40");
      expect(describedTexts(html, control)).toEqual(["A hint", "Too short"]);
      expect(alerts(html)).toEqual(["Too short"]);
      expect(tag === "input" ? control.attrs.get("value") : control.inner).toBe("kept");
    });
  }

  it("without an error: not invalid, no alert, the error line's room kept", () => {
    const html = render(createElement(TextField, { label: "Title", name: "title" }));
    const control = controlOf(html, "title");
    expect(control.attrs.has("aria-invalid")).toBe(false);
    expect(control.attrs.has("aria-describedby")).toBe(false);
    expect(alerts(html)).toEqual([]);
    expect(html).toContain('data-slot="field-error"');
  });

  it("select: its options, the chosen one selected", () => {
    const html = render(
      createElement(SelectField, {
        label: "Status",
        name: "status",
        defaultValue: "published",
        options: [
          { value: "draft", label: "Draft" },
          { value: "published", label: "Published" },
        ],
        error: "Choose one",
      }),
    );
    const control = controlOf(html, "status");
    expect(labelFor(html, control)).toBe("Status");
    expect([...control.inner.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual(
      ["Draft", "Published"],
    );
    expect(control.inner).toMatch(/<option value="published" selected="">/);
    expect(describedTexts(html, control)).toEqual(["Choose one"]);
  });

  for (const [kind, Component, role] of [
    ["switch", SwitchField, "switch"],
    ["checkbox", CheckboxField, null],
  ] as const) {
    it(`${kind}: a real checkbox, labelled, described, checked from defaultChecked`, () => {
      const html = render(
        createElement(Component, {
          label: "Featured",
          name: "featured",
          description: "Shown large",
          defaultChecked: true,
          error: "Not allowed",
        }),
      );
      const control = controlOf(html, "featured");
      expect(control.attrs.get("type")).toBe("checkbox");
      expect(control.attrs.get("role")).toBe(role ?? undefined);
      expect(control.attrs.has("checked")).toBe(true);
      expect(labelFor(html, control)).toBe("Featured");
      expect(describedTexts(html, control)).toEqual(["Shown large", "Not allowed"]);
      expect(control.attrs.get("aria-invalid")).toBe("true");
    });
  }

  it("image: the URL input is the posted, labelled control; the file picker takes the accepted types", () => {
    const html = render(
      createElement(ImageField, {
        label: "Cover",
        name: "cover",
        defaultValue: "/uploads/a.png",
        description: "1200×630",
        error: "Not an image",
        maxLength: 2048,
        accept: ["image/png", "image/webp"],
        upload: async () => ({ ok: false as const, error: "unused" }),
      }),
    );
    const control = controlOf(html, "cover");
    expect(labelFor(html, control)).toBe("Cover");
    expect(control.attrs.get("value")).toBe("/uploads/a.png");
    expect(describedTexts(html, control)).toEqual(["1200×630", "Not an image"]);
    expect(html).toMatch(/<input type="file" accept="image\/png,image\/webp"/);
    expect(html).toContain('data-slot="image-field"');
  });
});
