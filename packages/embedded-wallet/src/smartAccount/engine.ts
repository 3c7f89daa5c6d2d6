// The smart-account engine as one module for the wallet to load with `import()` when an account
// first needs it (the app's first load never holds it):
//   const { createSmartAccountSender, frameSmartAccountSigner } = await import('../smartAccount/engine')

export { clearDelegation } from './clearDelegation'
export { createSmartAccountSender, type SmartAccountSender } from './createSmartAccountSender'
export type { PreparedUserOperation } from './prepareUserOperation'
export type { Delegation } from './readDelegation'
export type {
  SmartAccountCall,
  SmartAccountCallInput,
  SmartAccountCapabilities,
} from './readSmartAccountCalls'
export type { UserOperationReceipt } from './readUserOperationReceipt'
export type { SmartAccountConfig } from './SmartAccountConfig'
export { SMART_ACCOUNT_MESSAGES, SmartAccountError, type SmartAccountErrorCode } from './SmartAccountError'
export { frameSmartAccountSigner, type SmartAccountSigner } from './SmartAccountSigner'
export {
  readAccountDelegation,
  type SmartAccountDeployedOptions,
  smartAccountDeployed,
} from './smartAccountDeployed'
export type { ReceiptWait } from './waitForUserOperationReceipt'
