import { lazy, type ComponentType } from "react";

/**
 * Code a page loads only when asked (on open, or on intent: a pointer over
 * or focus on what opens it), so it stays out of the page's first load.
 * `load()` starts the download once; `current()` is the value once it is
 * there; `failed()` says the download did not succeed (a visitor offline),
 * so callers can go on without it.
 */
export interface LazyModule<T> {
  load: () => Promise<T>;
  current: () => T | undefined;
  failed: () => boolean;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  let failed = false;
  const load = () =>
    (pending ??= importer().then(
      (loaded) => {
        value = loaded;
        failed = false;
        return loaded;
      },
      (error: unknown) => {
        // A later call tries again.
        pending = undefined;
        failed = true;
        throw error;
      },
    ));
  return { load, current: () => value, failed: () => failed };
}

/**
 * A component loaded on first render or on `preload()`. Once its code is
 * there it renders at once (a settled thenable does not suspend), and the
 * server loads it at startup, so a server render never leaves a Suspense
 * fallback where a browser without JavaScript needs the content.
 *
 * With `after`, a render in the browser waits for it (e.g. the visitor's
 * first interaction, lib/first-interaction.ts) before fetching the code,
 * keeping the server's markup meanwhile; `preload()` fetches it at once.
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  options: { after?: () => Promise<void> } = {},
) {
  const module = lazyModule(importer);
  let requested: () => void = () => undefined;
  const request = new Promise<void>((resolve) => (requested = resolve));
  const Component = lazy(() => {
    const loaded = module.current();
    // React.lazy takes any thenable; its type asks for a Promise.
    if (loaded) return settled({ default: loaded }) as Promise<{ default: ComponentType<P> }>;
    const start = options.after ? Promise.race([options.after(), request]) : Promise.resolve();
    return start.then(() => module.load()).then((component) => ({ default: component }));
  });
  if (import.meta.env.SSR) module.load().catch(() => undefined);
  const preload = () => {
    requested();
    module.load().catch(() => undefined);
  };
  return { Component, preload };
}

/** A thenable that calls back synchronously: React.lazy reads it without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then(onFulfilled) {
      return settled(onFulfilled ? onFulfilled(value) : value) as never;
    },
  };
}
