import type { WalletsState } from './types'

/**
 * The initial wallets state.
 *
 * @param source - `'api'` with a projectId, else `'bundled'`.
 * @returns An empty slice.
 * @example
 * ```ts
 * const state = proxy(createInitialWalletsState('bundled'))
 * ```
 */
export function createInitialWalletsState(source: WalletsState['source']): WalletsState {
  return {
    source,
    featured: [],
    recommended: [],
    listing: [],
    page: 0,
    count: 0,
    loading: false,
    search: { query: '', results: [], loading: false },
    recent: [],
    images: {},
  }
}
