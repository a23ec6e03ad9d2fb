import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

export type BitcoinNetwork = 'bitcoin' | 'testnet';

/** What an address of each network looks like: its bech32 prefix and base58 version bytes. */
export const ADDRESS_FORMATS: Record<
  BitcoinNetwork,
  { bech32Prefix: string; base58Versions: { pubkeyHash: number; scriptHash: number } }
> = {
  bitcoin: { bech32Prefix: 'bc', base58Versions: { pubkeyHash: 0x00, scriptHash: 0x05 } },
  testnet: { bech32Prefix: 'tb', base58Versions: { pubkeyHash: 0x6f, scriptHash: 0xc4 } },
};

const base58check = createBase58check(sha256);

/**
 * Whether `address` is a well-formed address of `network` with a valid checksum: legacy and
 * P2SH (base58check), segwit v0 (bech32) and v1+ (bech32m, BIP350). The server refuses
 * withdrawals with this check and the client runs the same one before sending.
 */
export function isValidAddress(address: string, network: BitcoinNetwork): boolean {
  const format = ADDRESS_FORMATS[network];
  if (/^(bc|tb)1/i.test(address)) return isValidSegwitAddress(address, format.bech32Prefix);
  try {
    const payload = base58check.decode(address);
    const version = payload[0];
    return (
      payload.length === 21 &&
      (version === format.base58Versions.pubkeyHash || version === format.base58Versions.scriptHash)
    );
  } catch {
    return false;
  }
}

function isValidSegwitAddress(address: string, expectedPrefix: string): boolean {
  // mixed case is invalid in bech32
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  for (const coder of [bech32, bech32m]) {
    try {
      const { prefix, words } = coder.decode(lower as `${string}1${string}`);
      if (prefix !== expectedPrefix || words.length === 0) continue;
      const version = words[0] as number;
      // BIP350: version 0 uses bech32, versions 1-16 use bech32m
      if ((version === 0) !== (coder === bech32)) continue;
      if (version > 16) continue;
      const program = coder.fromWords(words.slice(1));
      if (program.length < 2 || program.length > 40) continue;
      if (version === 0 && program.length !== 20 && program.length !== 32) continue;
      return true;
    } catch {
      // try the other encoding
    }
  }
  return false;
}
