import { useEffect } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { IconImage } from '../../components/IconImage'
import { SkeletonRows } from '../../components/SkeletonRows'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useT } from '../../hooks/useT'

/**
 * The NFTs tab: each NFT with its own image, else its collection's image, else a placeholder of
 * the same size (so nothing moves when images load), lazily loaded; and its name.
 *
 * @example
 * ```tsx
 * <NftsPanel />
 * ```
 */
export function NftsPanel() {
  const latch = useLatchInstance()
  const t = useT()
  const { nfts, nftsLoading } = useLatchSelector((s) => ({
    nfts: s.accountData.nfts,
    nftsLoading: s.accountData.nftsLoading,
  }))
  useEffect(() => {
    void latch.accountData.fetchNfts()
  }, [latch])
  if (nfts.length === 0)
    return nftsLoading ? (
      <SkeletonRows count={2} label={t('account.nfts.loading')} />
    ) : (
      <EmptyState title={t('account.nfts.empty')} guidance={t('account.nfts.emptyHint')} />
    )
  return (
    <ul data-latch-nft-list="" aria-label={t('account.tabs.nfts')} aria-busy={nftsLoading}>
      {nfts.map((nft) => {
        const name = nft.name ?? `${nft.collectionName ?? 'NFT'} #${nft.tokenId}`
        return (
          <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} data-latch-nft="">
            {/* the NFT's own image, else its collection's, else a letter in the same 64 px box */}
            <IconImage
              src={nft.imageUrl ?? nft.collectionImageUrl}
              name={nft.collectionName ?? name}
              kind="nft"
              size={64}
            />
            <span data-latch-nft-name="">{name}</span>
          </li>
        )
      })}
    </ul>
  )
}
