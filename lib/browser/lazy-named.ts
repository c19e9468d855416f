import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component loaded on first render from a module's named export, and a way to start loading it earlier. */
export interface LazyNamed<P> {
  Component: ComponentType<P>;
  /** Starts the download (e.g. on hover or focus) so the first render does not wait; safe to call often. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a named export. React.lazy wants a module's default export; our components are
 * named exports, so every lazy part needed the same adapter. React.lazy rather than next/dynamic:
 * the latter's loader code would be in every page's first load (docs/performance.md).
 *
 * A part whose code already arrived (preloaded: the customer's code where the signed-in hint is)
 * renders at once instead of through React.lazy: lazy suspends on its first render even then, and
 * React delays showing a suspended boundary's content for its Suspense throttle after the last
 * fallback it showed, so the session check, the price loader and the price figures, one after the
 * other, each added that delay before a customer saw prices. Each mounted instance keeps the way it
 * started, so a part never remounts (losing its state) when the code arrives while it is shown.
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyNamed<P> {
  let loaded: ComponentType<P> | undefined;
  // the bundler caches the module, so preloading and rendering share one download
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  const Lazy = lazy<ComponentType<P>>(() => preload().then((module) => ({ default: module[name] })));
  function Component(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  }
  return { Component, preload };
}
