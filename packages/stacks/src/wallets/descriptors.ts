import type { StacksMethod } from '../request/methods'
import type { WalletProviderDescriptor } from '../request/walletProviderDescriptor'
import { monogramIcon } from './monogramIcon'

const STACKS_TX: readonly StacksMethod[] = ['stx_transferStx', 'stx_callContract', 'stx_deployContract']
const SIGNING: readonly StacksMethod[] = [
  'stx_signTransaction',
  'stx_signMessage',
  'stx_signStructuredMessage',
]
const BITCOIN: readonly StacksMethod[] = ['getAddresses', 'sendTransfer', 'signPsbt']
const BITCOIN_SIGN: readonly StacksMethod[] = ['signMessage']

/**
 * The Stacks and Bitcoin wallets Latch knows (SPEC §1), with their capability table. Wallets
 * found in the page's registration lists are added beside these.
 *
 * @example
 * ```ts
 * KNOWN_WALLETS.map((w) => w.name) // ['Leather', 'Xverse', 'Asigna', 'Fordefi']
 * ```
 */
export const KNOWN_WALLETS: readonly WalletProviderDescriptor[] = [
  {
    id: 'LeatherProvider',
    name: 'Leather',
    icon: monogramIcon('Leather'),
    webUrl: 'https://leather.io',
    chromeWebStoreUrl: 'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj',
    methods: [...STACKS_TX, ...SIGNING, 'stx_updateProfile', ...BITCOIN, ...BITCOIN_SIGN],
    dialect: 'leather',
  },
  {
    id: 'XverseProviders.BitcoinProvider',
    name: 'Xverse',
    icon: monogramIcon('Xverse'),
    webUrl: 'https://xverse.app',
    chromeWebStoreUrl:
      'https://chromewebstore.google.com/detail/xverse-wallet/idnnbdplmphpflfnlkomgpfbpcgelopg',
    googlePlayStoreUrl: 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse',
    iOSAppStoreUrl: 'https://apps.apple.com/app/xverse-bitcoin-web3-wallet/id1552272513',
    methods: [...STACKS_TX, ...SIGNING, ...BITCOIN, ...BITCOIN_SIGN],
    dialect: 'xverse',
  },
  {
    id: 'AsignaProvider',
    name: 'Asigna',
    icon: monogramIcon('Asigna'),
    webUrl: 'https://asigna.io',
    // A multisig vault: it proposes transactions; it cannot produce a single-key message signature.
    methods: [...STACKS_TX, ...BITCOIN],
    dialect: 'xverse',
  },
  {
    id: 'FordefiProviders.UtxoProvider',
    name: 'Fordefi',
    icon: monogramIcon('Fordefi'),
    webUrl: 'https://www.fordefi.com',
    chromeWebStoreUrl: 'https://chromewebstore.google.com/detail/fordefi/hcmehenccjdmfbojapcbcofkgdpbnlle',
    methods: BITCOIN,
    dialect: 'xverse',
  },
]
