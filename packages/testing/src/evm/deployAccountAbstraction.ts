import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'
import { TestKitError } from '../errors/TestKitError'
import { TEST_KIT_MESSAGES } from '../errors/testKitMessages'
import { devChainClients } from './devChainClients'
import type { DevChain } from './startDevChain'

/**
 * The ERC-4337 v0.8 contracts on a dev chain, at the addresses they have on every public chain.
 *
 * @example
 * ```ts
 * const { entryPoint, simple7702Account } = await deployAccountAbstraction(chain)
 * ```
 */
export type AccountAbstractionDeployment = {
  /** EntryPoint v0.8 (`0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`, viem's `entryPoint08Address`). */
  entryPoint: Address
  /** eth-infinitism's Simple7702Account: the implementation an EOA delegates to by EIP-7702. */
  simple7702Account: Address
  /** The deterministic CREATE2 deployer both came through (bundlers deploy their helpers with it). */
  create2Deployer: Address
  /** ABIs of the two contracts, from the package's artifacts. */
  abis: { entryPoint: Abi; simple7702Account: Abi }
}

/** The deterministic CREATE2 deployer every chain has at this address (a keyless deployment). */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** Its runtime code: `salt ‖ initCode` in, the created address out. */
const CREATE2_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'
/** The salt of the v0.8 contracts' public deployment: the same salt gives the same addresses here. */
const DEPLOY_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

type Artifact = { abi: Abi; bytecode: Hex }

/**
 * Deploys EntryPoint v0.8 and Simple7702Account from `@account-abstraction/contracts` 0.8's own
 * artifacts (no compile) through the deterministic CREATE2 deployer, which is first put in place
 * with `hardhat_setCode`: the contracts land at their public addresses, so viem's
 * `entryPoint08Address` and a bundler's v0.8 detection work unchanged. Deploying twice is a no-op.
 *
 * @param chain - A dev chain (Hardhat 2.29, whose default hardfork, Prague, runs EIP-7702 type-4 transactions).
 * @returns The addresses and ABIs.
 * @throws {TestKitError} code `DEPLOY_FAILED` when a deployment does not leave code.
 * @example
 * ```ts
 * const chain = await startDevChain()
 * const aa = await deployAccountAbstraction(chain)
 * // aa.entryPoint === '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
 * ```
 */
export async function deployAccountAbstraction(chain: DevChain): Promise<AccountAbstractionDeployment> {
  const { concat, getContractAddress } = await import('viem')
  const { client, wallet, hardhat } = await devChainClients(chain)
  const require = createRequire(import.meta.url)
  const artifact = (name: string) =>
    require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact
  await hardhat.setCode({ address: CREATE2_DEPLOYER, bytecode: CREATE2_DEPLOYER_CODE })
  const place = async ({ bytecode }: Artifact): Promise<Address> => {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt: DEPLOY_SALT,
      bytecode,
    })
    if ((await client.getCode({ address })) === undefined) {
      const hash = await wallet.sendTransaction({
        to: CREATE2_DEPLOYER,
        data: concat([DEPLOY_SALT, bytecode]),
        gas: 10_000_000n,
      })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    }
    if ((await client.getCode({ address })) === undefined)
      throw new TestKitError(TEST_KIT_MESSAGES.accountAbstractionNotDeployed, { code: 'DEPLOY_FAILED' })
    return address
  }
  const entryPointArtifact = artifact('EntryPoint')
  const accountArtifact = artifact('Simple7702Account')
  return {
    entryPoint: await place(entryPointArtifact),
    simple7702Account: await place(accountArtifact),
    create2Deployer: CREATE2_DEPLOYER,
    abis: { entryPoint: entryPointArtifact.abi, simple7702Account: accountArtifact.abi },
  }
}
