import { expect, it } from 'vitest'
import * as app from './index'

it('exports exactly the app-side entry points from @latch/embedded-wallet (no key, signing or server code)', () => {
  expect(Object.keys(app).sort()).toEqual([
    'API_ERROR_CODES',
    'API_PATHS',
    'EMBEDDED_WALLET_MESSAGES',
    'FRAME_CHANNEL',
    'FRAME_CHANNEL_ERROR_CODES',
    'FRAME_ERROR_CODES',
    'WALLET_CHALLENGE_PATTERN',
    'createAuthClient',
    'createEmbeddedWallet',
    'createFrameChannel',
    'createSessionStore',
    'handleEvmRequest',
    'handleSolanaRequest',
    'jsonRpc',
    'walletAssets',
    'walletCapabilities',
    'walletProofMessage',
  ])
})
