// Public API of @latch/siwx-server (Node): the server sign-in kit. Named re-exports only;
// `index.test.ts` snapshots this list. The browser half is `@latch/siwx-server/client`.

export { SIWX_SERVER_LIMITS } from '../limits/siwxServerLimits'
export {
  createSiwxHandler,
  type SiwxHandler,
  type SiwxHandlerOptions,
  type SiwxServerSession,
} from '../server/createSiwxHandler'
export { toNodeHandler } from '../server/toNodeHandler'
export { createMemorySiwxStore } from '../store/createMemorySiwxStore'
export {
  createPostgresSiwxStore,
  type PostgresSiwxStore,
  type PostgresSiwxStoreOptions,
} from '../store/createPostgresSiwxStore'
export { createSqliteSiwxStore, type SqliteSiwxStoreOptions } from '../store/createSqliteSiwxStore'
export type { SiwxNonceRecord, SiwxNonceTake, SiwxSessionRecord, SiwxStore } from '../store/types'
