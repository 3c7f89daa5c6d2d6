/**
 * `@latch/icons/test-wallets`: the marks of Latch's own test wallets (`@latch/testing`), which have
 * no vendor artwork: @tabler/icons' wallet glyph on the family's colour (see `ICONS.md`). Static
 * values, for wallets that announce their icon synchronously.
 */
export { icon as EVM_TEST_WALLET_ICON } from '../generated/wallets/dev-evm'
export { icon as SOLANA_TEST_WALLET_ICON } from '../generated/wallets/dev-solana'
export { icon as STACKS_TEST_WALLET_ICON } from '../generated/wallets/dev-stacks'
