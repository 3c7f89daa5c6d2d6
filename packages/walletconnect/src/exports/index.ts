// Public API of @latch/walletconnect. Named re-exports only.

// Implemented once, in core (the React views and the data layer use them too); kept here under the
// names this package has always exported: the pairing deep-link formatter, the clock and the
// encoders.
export {
  type Clock as Scheduler,
  erc20TransferData,
  formatWalletLink,
  systemClock as systemScheduler,
  toBase58,
  utf8ToHex,
} from '@latch/core/kit'
export { followPairingSession } from '../adapter/followPairingSession'
export {
  isPairingNamespace,
  type RouteThroughPairingOptions,
  routeThroughPairing,
} from '../adapter/routeThroughPairing'
export { type WalletConnectAdapterOptions, walletConnectAdapter } from '../adapter/walletConnectAdapter'
export { createWalletConnectConnector } from '../connector/createWalletConnectConnector'
export { forwardPairingAlerts } from '../connector/forwardPairingAlerts'
export type {
  PairingMetadata,
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvent,
  WalletConnectRequest,
  WalletConnectState,
  WalletConnectStatus,
} from '../connector/types'
export {
  type WalletLink,
  type WalletLinkPlatform,
  type WalletLinks,
  walletDeepLink,
} from '../deeplinks/formatWalletLink'
export { openWalletLink } from '../deeplinks/openWalletLink'
export { NoPairingSessionError } from '../errors/NoPairingSessionError'
export { WalletRequestTimeoutError } from '../errors/WalletRequestTimeoutError'
export {
  buildProposalNamespaces,
  type ProposalNamespace,
  type ProposalNamespaces,
} from '../namespaces/buildProposalNamespaces'
export { DEFAULT_NAMESPACE_METHODS, type PairingNamespace } from '../namespaces/defaultNamespaceMethods'
export { createPairingQr, type PairingQr, type PairingQrOptions } from '../qr/createPairingQr'
export { assertMethodSupported } from '../session/assertMethodSupported'
export { toSessionRecord } from '../session/toSessionRecord'
export type { PendingRequest, ProposalRecord, SessionNamespace, SessionRecord } from '../session/types'
export { createPairingMemoryStorage, type PairingStorage } from '../storage/createPairingMemoryStorage'
export {
  createPairingWalletTransport,
  type PairingWalletTransport,
  type PairingWalletTransportOptions,
} from '../transport/createPairingWalletTransport'
