import { DEMO_CONFIG_PATH, type DemoConfig } from '../demoConfig'

/**
 * Reads the config the demo server wrote for this run (chain URLs with their random ports).
 *
 * @returns The demo config.
 * @example
 * ```ts
 * const config = await loadConfig()
 * ```
 */
export async function loadConfig(): Promise<DemoConfig> {
  const response = await fetch(DEMO_CONFIG_PATH, { cache: 'no-store' })
  if (!response.ok) throw new Error(`The demo server did not serve ${DEMO_CONFIG_PATH}`)
  return (await response.json()) as DemoConfig
}
