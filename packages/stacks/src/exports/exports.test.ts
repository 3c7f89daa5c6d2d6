import { describe, expect, it } from 'vitest'
import * as connect from './connect'
import * as main from './index'
import * as validation from './validation'

describe('@latch/stacks public API', () => {
  it('the main entry exports exactly this list of names', () => {
    expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
      [
        "KNOWN_WALLETS",
        "NETWORK_REFERENCES",
        "REGISTRATION_LISTS",
        "REJECTION_REASONS",
        "STACKS_METHODS",
        "TransactionRejectedError",
        "createBitcoinSiwx",
        "createEsploraAccountData",
        "createProviderTransport",
        "createStacksAccountData",
        "createStacksAdapters",
        "createStacksSiwx",
        "createWalletPicker",
        "createWalletSession",
        "defineBitcoinNetwork",
        "defineStacksNetwork",
        "discoverWallets",
        "findParentFrameProvider",
        "isWbipProvider",
        "monogramIcon",
        "networkKind",
      ]
    `)
  })

  it('the connect entry exports exactly this list of names', () => {
    expect(Object.keys(connect).sort()).toMatchInlineSnapshot(`
      [
        "CONNECT_ERROR_CODES",
        "STACKS_CONNECT_METHODS",
        "StacksConnectError",
        "createStacksConnectRequest",
        "toStacksConnectError",
      ]
    `)
  })

  it('the validation entry exports exactly this list of names', () => {
    expect(Object.keys(validation).sort()).toMatchInlineSnapshot(`
      [
        "C32_ALPHABET",
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
        "createStacksSip018Siwx",
        "decodeSip018SignIn",
        "describeStacksTransaction",
        "encodeSip018Domain",
        "encodeSip018SignIn",
        "encodeStacksAddress",
        "findRejectionReason",
        "formatCaip122",
        "hashBitcoinMessage",
        "hashSip018Message",
        "hashStacksMessage",
        "normalizeStacksWalletError",
        "normalizeWalletResult",
        "parseCaip122",
        "prepareGetAddresses",
        "prepareSendTransfer",
        "prepareSignMessage",
        "prepareSignPsbt",
        "prepareStacksParams",
        "prepareWalletParams",
        "unwrapWalletResponse",
        "verifyBitcoinMessageSignature",
        "verifyStacksHashSignature",
        "verifyStacksMessageSignature",
        "verifyStacksSip018Signature",
      ]
    `)
  })
})
