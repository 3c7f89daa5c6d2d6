/**
 * `@latch/icons`: artwork with no outside request. Wallet, network, token and social-login marks
 * taken from permissively licensed icon libraries (see `ICONS.md` and `licenses.json`), each its own
 * module loaded on first use, and deterministic identicons made locally.
 */
export type { NetworkIconName, SocialIconName, TokenIconName, WalletIconName } from '../generated/iconLoaders'
export { makeIdenticon } from '../identicon/makeIdenticon'
export { loadNetworkIcon } from '../networks/loadNetworkIcon'
export { networkIconName } from '../networks/networkIconName'
export { loadSocialMark, type SocialMark } from '../socials/loadSocialMark'
export { loadTokenIcon, tokenIconName } from '../tokens/loadTokenIcon'
export { loadWalletIcon } from '../wallets/loadWalletIcon'
export { walletIconName } from '../wallets/walletIconName'
