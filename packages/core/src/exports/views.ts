// `@latch/core/views`: the rules the modal's lazily loaded views read (which wallets a list offers
// and for which network, how a wallet of two namespaces connects, where "Add wallet" ends, which
// network and which fee to show). React's views import them from here, so they load with those
// views and stay out of the main entry, which measures every export. Named re-exports only.

export { selectMarkedNetworks } from '../kernel/chains/selectMarkedNetworks'
export { addProfileWallet } from '../slices/multiWallet/addProfileWallet'
export { type ProfileRowMark, profileRowMark } from '../slices/multiWallet/profileRowMark'
export {
  type ReturnToWalletsTarget,
  returnToWalletsAfterConnect,
} from '../slices/multiWallet/returnToWalletsAfterConnect'
export { receiverTakesNames } from '../slices/send/receiverKinds'
export { selectApprovalFee } from '../slices/send/selectApprovalFee'
export { type ConnectWalletTarget, connectWallet, siblingNamespaces } from '../slices/wallets/connectWallet'
export { type EnterListNetworkTarget, enterListNetwork } from '../slices/wallets/enterListNetwork'
export { loadWalletsToGet } from '../slices/wallets/help/loadWalletsToGet'
export { offersWalletHelp } from '../slices/wallets/help/offersWalletHelp'
export type {
  FamilyWalletsToGet,
  WalletsToGetParameters,
  WalletToGet,
} from '../slices/wallets/help/walletsToGet'
export { listConnectMethods } from '../slices/wallets/listConnectMethods'
export type { WalletStoreLinks } from '../slices/wallets/registry/walletStoreLinks'
export { type SelectListWalletTarget, selectListWallet } from '../slices/wallets/selectListWallet'
export { walletListScope } from '../slices/wallets/walletListScope'
