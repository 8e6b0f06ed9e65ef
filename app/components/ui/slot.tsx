import { cloneElement, isValidElement, type ReactNode } from "react";
import { cn } from "#app/lib/cn";

type Props = Record<string, unknown> & { children?: ReactNode; className?: string };
type Handler = (...args: unknown[]) => void;

/**
 * Renders its one child with the slot's props merged in (`asChild`): the
 * child's own props win, except that class names are joined, styles merged and
 * event handlers both run (the child's first). The same contract as Radix's
 * Slot for what our buttons pass, without its 1 KB in every page's first load.
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === "function" &&
      typeof childValue === "function"
    ) {
      merged[key] = (...args: unknown[]) => {
        (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
      };
    }
  }
  if (slotProps.style || childProps.style) {
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  }
  merged.className = cn(slotProps.className, childProps.className);
  return cloneElement(children, merged);
}
