// EIP-55 is implemented once, in core (validateSend checks receivers with it before any adapter is
// asked); the adapter's modules import it from here.
export { isEvmAddress, readEvmAddress, toChecksumAddress } from '@latch/core/kit'
