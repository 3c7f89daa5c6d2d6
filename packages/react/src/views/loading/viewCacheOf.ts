import type { Latch } from '@latch/core'
import { createViewCache, type ViewCache } from '../../viewCache/createViewCache'
import { viewLoaders } from './viewLoaders'

// What each instance has loaded, keyed by the instance. Not a singleton: two instances (two
// providers on a page, two tests) never share a record, and a WeakMap lets the record go with its
// instance. It lives here, in the modal's chunk, rather than in a context value the provider
// creates, because the provider is in every page's first load: a context, its provider element and
// the state holding the value would add to that first load (a size budget the page is at), while
// everything that reads the record (the modal, its views, the prefetch once the modal's chunk is
// there) is in the lazy chunks.
const caches = new WeakMap<Latch, ViewCache>()

/**
 * The loaded-views cache of an instance, created on first use.
 *
 * @param latch - The instance.
 * @returns Its cache.
 * @example
 * ```ts
 * void viewCacheOf(latch).load('Networks')
 * ```
 */
export function viewCacheOf(latch: Latch): ViewCache {
  let cache = caches.get(latch)
  if (!cache) {
    cache = createViewCache(viewLoaders(latch))
    caches.set(latch, cache)
  }
  return cache
}
