// The c32check encoder is core's (which also decodes and validates Stacks addresses); sign-in
// derives an address from a recovered public key with it, under the names this entry has always
// exported.
export { C32_ALPHABET, c32Address as encodeStacksAddress } from '@latch/core/kit'
