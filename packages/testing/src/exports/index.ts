// Public API of @latch/testing: see the per-chain entries @latch/testing/evm, /solana, /stacks,
// /walletconnect and /api (the local wallet-registry and data API server).
export {}
