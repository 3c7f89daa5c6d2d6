import type { WalletProviderDescriptor } from '../listing/types'

/**
 * Where one wallet is installed from: its website and its store listings.
 *
 * @example
 * ```ts
 * const links: WalletStoreLinks = { webUrl: 'https://metamask.io', googlePlayStoreUrl: 'https://play.google.com/store/apps/details?id=io.metamask' }
 * ```
 */
export type WalletStoreLinks = Pick<
  WalletProviderDescriptor,
  'webUrl' | 'chromeWebStoreUrl' | 'mozillaAddOnsUrl' | 'iOSAppStoreUrl' | 'googlePlayStoreUrl'
>

// Store listings of the bundled EVM and Solana wallets, by bundled id (the Stacks/Bitcoin ones carry
// theirs in their provider descriptor). Public facts, like the rest of the bundled registry; this
// module loads only when "Get a wallet" is shown, so no app pays for it in its first load.
const CHROME = 'https://chromewebstore.google.com/detail/'
const APPLE = 'https://apps.apple.com/app/id'
const PLAY = 'https://play.google.com/store/apps/details?id='
const FIREFOX = 'https://addons.mozilla.org/firefox/addon/'

/**
 * The store links of the bundled EVM and Solana wallets, by bundled wallet id.
 *
 * @example
 * ```ts
 * WALLET_STORE_LINKS.phantom?.iOSAppStoreUrl // 'https://apps.apple.com/app/id1598432977'
 * ```
 */
export const WALLET_STORE_LINKS: Readonly<Record<string, WalletStoreLinks>> = {
  metamask: {
    webUrl: 'https://metamask.io/download',
    chromeWebStoreUrl: `${CHROME}nkbihfbeogaeaoehlefnkodbefgpgknn`,
    mozillaAddOnsUrl: `${FIREFOX}ether-metamask/`,
    iOSAppStoreUrl: `${APPLE}1438144202`,
    googlePlayStoreUrl: `${PLAY}io.metamask`,
  },
  coinbase: {
    webUrl: 'https://www.coinbase.com/wallet',
    chromeWebStoreUrl: `${CHROME}hnfanknocfeofbddgcijnmhnfnkdnaad`,
    iOSAppStoreUrl: `${APPLE}1278383455`,
    googlePlayStoreUrl: `${PLAY}org.toshi`,
  },
  rabby: {
    webUrl: 'https://rabby.io',
    chromeWebStoreUrl: `${CHROME}acmacodkjbdgmoleebolmdjonilkdbch`,
  },
  trust: {
    webUrl: 'https://trustwallet.com/download',
    chromeWebStoreUrl: `${CHROME}egjidjbpglichdcondbcbdnbeeppgdph`,
    iOSAppStoreUrl: `${APPLE}1288339409`,
    googlePlayStoreUrl: `${PLAY}com.wallet.crypto.trustapp`,
  },
  rainbow: {
    webUrl: 'https://rainbow.me',
    chromeWebStoreUrl: `${CHROME}opfgelmcmbiajamepnmloijbpoleiama`,
    iOSAppStoreUrl: `${APPLE}1457119021`,
    googlePlayStoreUrl: `${PLAY}me.rainbow`,
  },
  zerion: {
    webUrl: 'https://zerion.io',
    chromeWebStoreUrl: `${CHROME}klghhnkeealcohjjanjjdaeeggmfmlpl`,
    iOSAppStoreUrl: `${APPLE}1456732565`,
    googlePlayStoreUrl: `${PLAY}io.zerion.android`,
  },
  okx: {
    webUrl: 'https://web3.okx.com/download',
    chromeWebStoreUrl: `${CHROME}mcohilncbfahbmgdjkbpemcciiolgcge`,
    iOSAppStoreUrl: `${APPLE}1327268470`,
    googlePlayStoreUrl: `${PLAY}com.okinc.okex.gp`,
  },
  phantom: {
    webUrl: 'https://phantom.com/download',
    chromeWebStoreUrl: `${CHROME}bfnaelmomeimhlpmgjnjophhpkkoljpa`,
    mozillaAddOnsUrl: `${FIREFOX}phantom-app/`,
    iOSAppStoreUrl: `${APPLE}1598432977`,
    googlePlayStoreUrl: `${PLAY}app.phantom`,
  },
  solflare: {
    webUrl: 'https://solflare.com/download',
    chromeWebStoreUrl: `${CHROME}bhhhlbepdkbapadjdnnojkbgioiodbic`,
    iOSAppStoreUrl: `${APPLE}1580902717`,
    googlePlayStoreUrl: `${PLAY}com.solflare.mobile`,
  },
  backpack: {
    webUrl: 'https://backpack.app/download',
    chromeWebStoreUrl: `${CHROME}aflkmfhebedbjioipglgcbcmnbpgliof`,
  },
}
