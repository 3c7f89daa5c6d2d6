import type { PermissionGrant } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchInstance } from './useLatchInstance'

const NONE: readonly PermissionGrant[] = []

/**
 * The ERC-7715 permissions the connected EVM account granted on its active chain, as core's
 * `latch.watchPermissions` reports them (read back from storage and checked there); empty until
 * that slice has loaded.
 *
 * @returns The grants.
 * @example
 * ```tsx
 * const grants = usePermissionGrants()
 * ```
 */
export function usePermissionGrants(): readonly PermissionGrant[] {
  const latch = useLatchInstance()
  const [grants, setGrants] = useState(NONE)
  useEffect(() => {
    const stopping = latch.watchPermissions(setGrants)
    return () => void stopping.then((stop) => stop())
  }, [latch])
  return grants
}
