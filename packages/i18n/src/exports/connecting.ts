/**
 * `@latch/i18n/connecting`: the English words of the views a visitor reaches from Connect (All
 * Wallets, connecting to a wallet and a request's failure, WalletConnect pairing, the network views,
 * the no-wallet help), imported by those views in `@latch/react` and handed to the instance's
 * translator before they render (`useViewTranslation(enConnecting)`). Neither in `@latch/i18n`'s
 * entry (which keeps what the modal's frame and Connect show) nor in `./views`; every other locale
 * keeps their keys in its one chunk.
 */
export { enConnecting } from '../locales/en/connecting'
