import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on first render from a module's named export, and a way to start loading it earlier. */
export interface LazyNamed<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download (e.g. on hover or focus) so the first render does not wait; safe to call often. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a named export. React.lazy wants a module's default export; our components are
 * named exports, so every lazy part needed the same adapter. React.lazy rather than next/dynamic:
 * the latter's loader code alone is about 1.3 KB gzip in every page's first load.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  // the bundler caches the module, so preloading and rendering share one download
  const preload = () => load();
  const Component = lazy(() => load().then((module) => ({ default: module[name] })));
  return { Component, preload };
}
