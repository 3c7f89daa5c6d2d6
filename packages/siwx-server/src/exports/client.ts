// Public API of @latch/siwx-server/client (browser): the SiwxConfig that talks to the kit.
// Named re-exports only; `client.test.ts` snapshots this list. No Node code.
export { createServerSiwx, type ServerSiwxOptions } from '../client/createServerSiwx'
