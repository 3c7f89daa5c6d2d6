import { describe, expect, it } from 'vitest'
import * as walletconnect from './index'

describe('@latch/walletconnect public exports', () => {
  it('exports exactly these runtime names (an accidental export or removal shows here)', () => {
    expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_NAMESPACE_METHODS",
        "NoPairingSessionError",
        "WalletRequestTimeoutError",
        "assertMethodSupported",
        "buildProposalNamespaces",
        "createPairingMemoryStorage",
        "createPairingQr",
        "createPairingWalletTransport",
        "createWalletConnectConnector",
        "followPairingSession",
        "forwardPairingAlerts",
        "isPairingNamespace",
        "openWalletLink",
        "routeThroughPairing",
        "toSessionRecord",
        "walletConnectAdapter",
        "walletDeepLink",
      ]
    `)
  })
})
