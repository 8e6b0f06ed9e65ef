import { createContext, useContext, useId, useState, type KeyboardEvent } from "react";
import type * as React from "react";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * WAI-ARIA tabs (automatic activation: arrows, Home and End move and select)
 * with the API of Radix's, which cost 10 KB (gzip) of the first load of the
 * pages that show them. `data-state` is `active` / `inactive` as there.
 *
 * `TabsLink` is a tab that is also a link to the page showing its panel
 * (`?tab=terms`): before hydration, and without JavaScript, following it is
 * how the tab is chosen (docs/decisions/0032-controls-work-before-javascript.md).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
  /** Arrow keys move between the tabs only once hydrated; before, every tab is in the tab order. */
  hydrated: boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const idOf = (baseId: string, part: "tab" | "panel", value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;

export function Tabs({
  value: controlled,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const hydrated = useHydrated();
  const value = controlled ?? own;
  const select = (next: string) => {
    if (controlled === undefined) setOwn(next);
    if (next !== value) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value, select, baseId, hydrated }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const target = {
    ArrowRight: tabs[(index + 1) % tabs.length],
    ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={moveFocus}
      className={cn("inline-flex rounded-xl bg-muted p-1", className)}
      {...props}
    />
  );
}

const TRIGGER_CLASS =
  "rounded-lg px-4 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/** What a tab is, whichever element it is drawn with. */
function tabAttributes(tabs: TabsState, value: string) {
  const active = tabs.value === value;
  return {
    role: "tab",
    id: idOf(tabs.baseId, "tab", value),
    "aria-selected": active,
    "aria-controls": idOf(tabs.baseId, "panel", value),
    tabIndex: active ? 0 : -1,
    "data-state": active ? "active" : "inactive",
    "data-slot": "tabs-trigger",
  } as const;
}

export function TabsTrigger({
  className,
  value,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  return (
    <button
      type="button"
      {...tabAttributes(tabs, value)}
      onClick={() => tabs.select(value)}
      className={cn(TRIGGER_CLASS, className)}
      {...props}
    />
  );
}

/**
 * A tab that is a link to the page with its panel selected. Once hydrated a
 * plain click selects it in place (`onValueChange` may put it in the URL);
 * before that the link loads that page, which the server renders with the
 * panel chosen. Until then every tab is in the tab order (roving focus needs
 * the arrow keys' script).
 */
export function TabsLink({
  className,
  value,
  href,
  onClick,
  ...props
}: React.ComponentProps<"a"> & { value: string; href: string }) {
  const tabs = useTabs();
  const attributes = tabAttributes(tabs, value);
  return (
    <a
      href={href}
      {...attributes}
      tabIndex={tabs.hydrated ? attributes.tabIndex : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        tabs.select(value);
      }}
      className={cn(TRIGGER_CLASS, "text-center", className)}
      {...props}
    />
  );
}

/** The panel of `value`; only the active one is rendered unless `forceMount` (then CSS hides the rest). */
export function TabsContent({
  className,
  value,
  forceMount = false,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, "panel", value)}
      aria-labelledby={idOf(tabs.baseId, "tab", value)}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-content"
      className={cn("mt-8", className)}
      {...props}
    />
  );
}
