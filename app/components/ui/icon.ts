import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/** An icon's shapes as lucide publishes them: `[tag, attributes]` per element. */
export type IconNode = readonly (readonly [string, Record<string, string | number>])[];

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * Draws a lucide icon. The build hands every `import { X } from "lucide-react"` this
 * renderer with the icon's own data (scripts/lib/lucide-imports.mjs): the same SVG as
 * lucide's component (24×24, 2 px round strokes in currentColor, `lucide lucide-<name>`
 * classes, hidden from assistive technology unless labelled), without its context,
 * stroke-scaling options and class helpers, which were 2 KB of every page's JavaScript.
 */
export function createIcon(data: { name: string; node: IconNode }) {
  const iconClass = `lucide lucide-${data.name}`;
  function Icon({ className, size = 24, children, ...rest }: IconProps): ReactNode {
    const labelled =
      children != null ||
      Object.keys(rest).some(
        (key) =>
          (key.startsWith("aria-") || key === "role" || key === "title") &&
          rest[key as keyof typeof rest] != null,
      );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${iconClass} ${className}` : iconClass,
        ...(labelled ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
