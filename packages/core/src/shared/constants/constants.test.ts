import { describe, expect, it } from 'vitest'
import { CONSTANTS } from './constants'

// Each figure as SPEC §2 and §9 write it, converted by hand: a change to CONSTANTS that drifts from
// the SPEC fails here, naming the row.
const SECOND = 1_000
const MINUTE = 60 * SECOND

describe('CONSTANTS hold the SPEC §2 and §9 figures', () => {
  it.each([
    ['Balance retry 30 s', CONSTANTS.balanceRetryMs, 30 * SECOND],
    ['modal shake 500 ms', CONSTANTS.modalShakeMs, 500],
    ['Header text animates 120 ms', CONSTANTS.headerTextAnimationMs, 120],
    ['modal height 150 ms', CONSTANTS.modalHeightAnimationMs, 150],
    ['view transition 150 ms', CONSTANTS.viewTransitionMs, 150],
    ['Modal width 360px', CONSTANTS.modalWidthPx, 360],
    ['default z-index 999', CONSTANTS.defaultZIndex, 999],
    ['Number formatting: 2 decimals', CONSTANTS.displayDecimals, 2],
    ['Number formatting: en-US', CONSTANTS.displayLocale, 'en-US'],
    ['Decimal arithmetic: 20 places', CONSTANTS.decimalPlaces, 20],
    ['Cache expiry: portfolio 30 s', CONSTANTS.cachePortfolioMs, 30 * SECOND],
    ['native balance 30 s', CONSTANTS.cacheNativeBalanceMs, 30 * SECOND],
    ['ENS 5 min', CONSTANTS.cacheEnsMs, 5 * MINUTE],
    ['identity 5 min', CONSTANTS.cacheIdentityMs, 5 * MINUTE],
    ['transaction history 15 s', CONSTANTS.cacheTransactionHistoryMs, 15 * SECOND],
    ['token price 15 s', CONSTANTS.cacheTokenPriceMs, 15 * SECOND],
    ['Recent wallets max 2', CONSTANTS.recentWalletsMax, 2],
    ['pending transactions limit 99', CONSTANTS.pendingTransactionsMax, 99],
    ['Wallet search wait 300 ms', CONSTANTS.walletSearchDebounceMs, 300],
    ['search 100 entries', CONSTANTS.walletSearchEntries, 100],
    ['page size 40', CONSTANTS.walletPageSize, 40],
    ['recommended 4', CONSTANTS.walletRecommendedEntries, 4],
    ['first 20 images fetched', CONSTANTS.walletImagesPerPage, 20],
    ['Stablecoin USDT contract list: 7 entries', CONSTANTS.usdtContractCount, 7],
    ['Stacks: memo 34 bytes', CONSTANTS.stacksMemoMaxBytes, 34],
    ['string 128', CONSTANTS.stacksStringMaxBytes, 128],
    ['signature 65', CONSTANTS.stacksSignatureBytes, 65],
    ['coinbase 32', CONSTANTS.stacksCoinbaseBytes, 32],
    ['VRF proof 80', CONSTANTS.stacksVrfProofBytes, 80],
    ['post-condition amount at most 8 bytes (§5)', CONSTANTS.stacksPostConditionAmountBytes, 8],
    ['Native currency 6 decimals', CONSTANTS.stacksNativeDecimals, 6],
    ['Address versions: mainnet single-sig 22', CONSTANTS.stacksAddressVersion.mainnetSingleSig, 22],
    ['multi-sig 20', CONSTANTS.stacksAddressVersion.mainnetMultiSig, 20],
    ['testnet 26', CONSTANTS.stacksAddressVersion.testnetSingleSig, 26],
    ['and 21', CONSTANTS.stacksAddressVersion.testnetMultiSig, 21],
    ['Name suffixes: .reown.id', CONSTANTS.nameSuffix, '.reown.id'],
    ['Account name: at least 4 characters (§5)', CONSTANTS.accountNameMinLength, 4],
    ['Onramp sample limits: card 10', CONSTANTS.onrampLimits.card.min, 10],
    ['to 7500', CONSTANTS.onrampLimits.card.max, 7500],
    ['bank transfer 10', CONSTANTS.onrampLimits.bankTransfer.min, 10],
    ['to 25000', CONSTANTS.onrampLimits.bankTransfer.max, 25_000],
    ['Email shown truncated past 30 characters', CONSTANTS.emailTruncateLength, 30],
    ['RPC default timeout 10 s', CONSTANTS.rpcTimeoutMs, 10 * SECOND],
    ['3 retries', CONSTANTS.rpcRetries, 3],
    ['Error reports limited to 5', CONSTANTS.errorReportsPerWindow, 5],
    ['per 60 s', CONSTANTS.errorReportWindowMs, 60 * SECOND],
    ['Social popup 600', CONSTANTS.socialPopup.width, 600],
    ['x800', CONSTANTS.socialPopup.height, 800],
    ['polled every 1 s for closing', CONSTANTS.socialPopupPollMs, SECOND],
    ['back off from 1000 ms', CONSTANTS.retryBaseMs, 1000],
    ['capped at 30000 ms', CONSTANTS.retryMaxMs, 30_000],
    ['Toast swap delay 150 ms', CONSTANTS.toastSwapDelayMs, 150],
    ['Email-change poll 1 s', CONSTANTS.emailChangePollMs, SECOND],
    ['Pairing expiry 4 minutes', CONSTANTS.pairingExpiryMs, 4 * MINUTE],
  ] as const)('%s', (_, actual, spec) => {
    expect(actual).toBe(spec)
  })

  it('Log buffer about 1 MB', () => {
    expect(CONSTANTS.logBufferBytes).toBeGreaterThanOrEqual(1_000_000)
    expect(CONSTANTS.logBufferBytes).toBeLessThanOrEqual(1_048_576)
  })
})
