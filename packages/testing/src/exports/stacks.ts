// Public API of @latch/testing/stacks. Named re-exports only.

export {
  type Bip322AddressType,
  bitcoinPayment,
  fromBase64,
  signBip322Message,
  signBitcoinMessage,
  signPsbtInputs,
  signTransfer,
  TEST_UTXO_SATS,
} from '../stacks/bitcoinWalletOps'
export {
  createTestWbipWallet,
  type RecordedCall,
  type ScriptedOutcome,
  type TestWbipWallet,
  type TestWbipWalletOptions,
} from '../stacks/createTestWbipWallet'
export { deriveAccountKeys } from '../stacks/deriveAccountKeys'
export { deriveTestAccounts, type TestAccounts } from '../stacks/deriveTestAccounts'
export {
  buildTestPsbt,
  decodeBitcoinTransaction,
  finalizePsbt,
  verifyPsbtInputSignature,
} from '../stacks/inspectBitcoin'
export { buildSpendingPsbt, decodeTestPsbt } from '../stacks/psbtParts'
export type { FakeStacksTx, StacksApiState } from '../stacks/stacksApiState'
export { type PageStacksWalletControls, stacksWalletInitScript } from '../stacks/stacksWalletInitScript'
export { TEST_STX_FEE } from '../stacks/stacksWalletOps'
export { startStacksApiServer } from '../stacks/startStacksApiServer'
export { TEST_KEYS, type TestKeys } from '../stacks/testKeys'
export type { TestWalletFlavour, WalletErrorObject } from '../stacks/walletShapes'
