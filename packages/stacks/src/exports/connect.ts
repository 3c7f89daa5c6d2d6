// Public API of @latch/stacks/connect: @stacks/connect 8's `request()` over Latch's Stacks/Bitcoin
// connection, for apps moving from @stacks/connect. Its own subpath, so only apps that import it
// load it. Named re-exports only; `exports.test.ts` snapshots this list.

export {
  type ConnectAddressEntry,
  type ConnectInteger,
  type ConnectNetworkString,
  STACKS_CONNECT_METHODS,
  type StacksConnectMethod,
  type StacksConnectMethods,
  type StacksConnectParams,
  type StacksConnectResult,
} from '../connect/connectMethods'
export {
  createStacksConnectRequest,
  type StacksConnectHost,
  type StacksConnectRequest,
  type StacksConnectRequestOptions,
} from '../connect/createStacksConnectRequest'
export {
  CONNECT_ERROR_CODES,
  type ConnectErrorCode,
  StacksConnectError,
  toStacksConnectError,
} from '../connect/StacksConnectError'
