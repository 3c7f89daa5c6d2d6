import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TestKitError } from '../../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../../errors/testKitMessages'

/** The test contracts, by name; each lives in `<name>.sol` beside this file. */
export const TEST_CONTRACT_NAMES = [
  'LatchToken',
  'LatchUsdt',
  'LatchNft',
  'LatchSmartAccount',
  'LatchSmartAccountFactory',
  'LatchIdRegistry',
  'LatchSwap',
  'LatchPaymaster',
] as const

/** Name of one test contract. */
export type TestContractName = (typeof TEST_CONTRACT_NAMES)[number]

/**
 * A compiled contract: its ABI and creation bytecode.
 *
 * @example
 * ```ts
 * const { abi, bytecode } = compileTestContracts().LatchToken
 * ```
 */
export type ContractArtifact = {
  contractName: TestContractName
  compiler: string
  evmVersion: string
  abi: readonly Record<string, unknown>[]
  bytecode: `0x${string}`
}

/** The EVM version every test contract targets; Hardhat 2.29's default hardfork runs it. */
export const TEST_CONTRACTS_EVM_VERSION = 'cancun'

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<string, { abi: Record<string, unknown>[]; evm: { bytecode: { object: string } } }>
  >
}
type Solc = { compile(input: string): string; version(): string }

/** Sources the contracts import (abstract, no artifact of their own), each in `<name>.sol` beside this file. */
const SHARED_SOURCES = ['LatchLedger'] as const

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * Compiles the three test contracts (ERC20, USDT-shaped token, ERC721) with the npm `solc` compiler
 * (bundled wasm, no download). Deterministic: the committed `*.json` artifacts are its output.
 *
 * @returns The artifact of each contract.
 * @throws Error when the compiler reports an error.
 * @example
 * ```ts
 * const artifacts = compileTestContracts()
 * artifacts.LatchUsdt.abi
 * ```
 */
export function compileTestContracts(): Record<TestContractName, ContractArtifact> {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const sources = Object.fromEntries(
    [...TEST_CONTRACT_NAMES, ...SHARED_SOURCES].map((name) => [
      `${name}.sol`,
      { content: readFileSync(path.join(here, `${name}.sol`), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: TEST_CONTRACTS_EVM_VERSION,
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0)
    throw new TestKitError(TEST_KIT_MESSAGES.compileFailed, {
      code: 'COMPILE_FAILED',
      details: errors.map((e) => e.formattedMessage).join('\n'),
    })
  const result = {} as Record<TestContractName, ContractArtifact>
  for (const name of TEST_CONTRACT_NAMES) {
    const compiled = output.contracts[`${name}.sol`]?.[name]
    if (!compiled)
      throw new TestKitError(TEST_KIT_MESSAGES.noCompilerOutput(name), { code: 'COMPILE_FAILED' })
    result[name] = {
      contractName: name,
      compiler: solc.version(),
      evmVersion: TEST_CONTRACTS_EVM_VERSION,
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
    }
  }
  return result
}

// `tsx packages/testing/src/evm/contracts/compileContracts.ts` rewrites the committed artifacts.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const artifact of Object.values(compileTestContracts())) {
    writeFileSync(path.join(here, `${artifact.contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
  }
}
