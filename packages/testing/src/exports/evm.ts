// Public API of @latch/testing/evm. Named re-exports only.
export {
  type ContractArtifact,
  compileTestContracts,
  TEST_CONTRACT_NAMES,
  TEST_CONTRACTS_EVM_VERSION,
  type TestContractName,
} from '../evm/contracts/compileContracts'
export {
  type CreateTestWalletOptions,
  createTestWallet,
  type TestWallet,
} from '../evm/createTestWallet'
export {
  type AccountAbstractionDeployment,
  deployAccountAbstraction,
} from '../evm/deployAccountAbstraction'
export { deployTestPaymaster, type TestPaymaster } from '../evm/deployTestPaymaster'
export {
  type DeployTestSmartAccountOptions,
  deployTestSmartAccount,
  type TestSmartAccount,
} from '../evm/deployTestSmartAccount'
export { deployTestSwap } from '../evm/deployTestSwap'
export {
  type DeployedTestContract,
  type DeployTestTokensOptions,
  deployTestTokens,
  TEST_CONTRACT_ARTIFACTS,
  type TestTokens,
} from '../evm/deployTestTokens'
export { BUNDLER_VERSION, ensureBundler } from '../evm/ensureBundler'
export { permit2SingleTypedData } from '../evm/permit2SingleTypedData'
export { BUNDLER_ACCOUNT_INDEXES, type Bundler, startBundler } from '../evm/startBundler'
export {
  type DevChain,
  type DevChainAccount,
  type StartDevChainOptions,
  startDevChain,
} from '../evm/startDevChain'
export {
  type PaymasterService,
  type PaymasterServiceOptions,
  startPaymasterService,
} from '../evm/startPaymasterService'
export {
  type PageTestWalletControls,
  type TestWalletInitScriptOptions,
  testWalletInitScript,
} from '../evm/testWalletInitScript'
export type { TestWalletPermissions } from '../evm/testWalletPermissions'
export type { TestWalletSignIn } from '../evm/testWalletSignIn'
export {
  TEST_WALLET_ICON,
  type TestWalletInfo,
  type TestWalletProvider,
  type TestWalletRejection,
  type TestWalletRequest,
  TestWalletRpcError,
} from '../evm/testWalletTypes'
