import { describe, expect, it } from 'vitest'
import * as stacks from './index'

describe('@latch/stacks public API', () => {
  it('exports exactly this list of names', () => {
    expect(Object.keys(stacks).sort()).toMatchInlineSnapshot(`
      [
        "C32_ALPHABET",
        "KNOWN_WALLETS",
        "NETWORK_REFERENCES",
        "REGISTRATION_LISTS",
        "REJECTION_REASONS",
        "STACKS_METHODS",
        "TransactionRejectedError",
        "assertBitcoinAddress",
        "assertClarityInt",
        "assertClarityString",
        "assertClarityUint",
        "assertClarityValue",
        "assertContractName",
        "assertContractPrincipal",
        "assertFixedBytes",
        "assertMemo",
        "assertPostCondition",
        "assertStacksAddress",
        "assertUint64",
        "createBitcoinSiwx",
        "createEsploraAccountData",
        "createProviderTransport",
        "createStacksAccountData",
        "createStacksAdapters",
        "createStacksSiwx",
        "createWalletSession",
        "defineBitcoinNetwork",
        "defineStacksNetwork",
        "describeStacksTransaction",
        "discoverWallets",
        "encodeStacksAddress",
        "findParentFrameProvider",
        "findRejectionReason",
        "formatCaip122",
        "hashBitcoinMessage",
        "hashStacksMessage",
        "isWbipProvider",
        "monogramIcon",
        "networkKind",
        "normalizeStacksWalletError",
        "normalizeWalletResult",
        "parseCaip122",
        "prepareWalletParams",
        "unwrapWalletResponse",
        "verifyBitcoinMessageSignature",
        "verifyStacksMessageSignature",
      ]
    `)
  })
})
