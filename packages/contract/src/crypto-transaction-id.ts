/**
 * One USDT transaction, one spelling (issue 30). A buyer pastes the transaction id of the payment
 * from a wallet or an explorer; the same transaction used to pass again as `0x…`, in capitals,
 * with a zero-width character, as an explorer link or under the other network. The server stores
 * the canonical form of the chosen network and refuses anything else:
 * - TRC20 (Tron): the 32-byte transaction hash as 64 lowercase hex digits, no prefix;
 * - BEP20 / ERC20 (BNB Smart Chain, Ethereum): `0x` and the 64 lowercase hex digits.
 * Both are the same 32 bytes, so `transactionHashOf` lets one transaction be live once across
 * networks. A link is accepted only from a known explorer's transaction page, read with the URL
 * parser (host and path must match exactly), never by searching the text for a hash.
 */
import type { CryptoNetwork } from './billing.ts'

/** Whitespace and invisible format characters (zero-width space and joiners, BOM, soft hyphen). */
const INVISIBLE = /[\s\p{Cf}]/gu
const HASH = /^(?:0x)?([0-9a-f]{64})$/i

interface Explorer {
  hosts: readonly string[]
  /** The id in a transaction page's URL, or null when the URL is another page. */
  idOf(url: URL): string | null
}

const EXPLORERS: Record<CryptoNetwork, readonly Explorer[]> = {
  TRC20: [
    {
      // https://tronscan.org/#/transaction/<hash>: the page is chosen in the fragment.
      hosts: ['tronscan.org', 'www.tronscan.org', 'tronscan.io', 'www.tronscan.io'],
      idOf: (url) => (url.pathname === '/' ? (/^#\/transaction\/([^/?#]+)\/?$/.exec(url.hash)?.[1] ?? null) : null),
    },
  ],
  BEP20: [
    {
      // https://bscscan.com/tx/0x<hash>, and Etherscan's alike (the wallet is an ERC20 one too).
      hosts: ['bscscan.com', 'www.bscscan.com', 'etherscan.io', 'www.etherscan.io'],
      idOf: (url) => /^\/tx\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null,
    },
  ],
}

/** The id in a known explorer's transaction link of this network, or null. */
function idFromExplorerLink(network: CryptoNetwork, text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const explorer = EXPLORERS[network].find((candidate) => candidate.hosts.includes(url.hostname))
  return explorer ? explorer.idOf(url) : null
}

/**
 * The network's canonical transaction id for what a buyer typed or pasted, or null when it is not
 * one transaction id (or link) of that network.
 */
export function canonicalTransactionId(network: CryptoNetwork, input: string): string | null {
  // NFKC folds full-width digits and letters into ASCII ones; invisible characters go entirely.
  const text = input.normalize('NFKC').replace(INVISIBLE, '')
  const candidate = /^https?:\/\//i.test(text) ? idFromExplorerLink(network, text) : text
  const hex = candidate === null ? undefined : HASH.exec(candidate)?.[1]?.toLowerCase()
  if (!hex) return null
  return network === 'TRC20' ? hex : `0x${hex}`
}

/** The 32 bytes of a canonical id as 64 hex digits: the same transaction on either network. */
export function transactionHashOf(canonicalId: string): string {
  return canonicalId.slice(-64)
}
