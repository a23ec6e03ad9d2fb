import type { HDKey } from '@scure/bip32';
import {
  deriveReceiveAddress,
  isValidAddress,
  parseAccountKey,
  type BitcoinNetwork,
} from './bitcoin';

/** The operator's deposit account: derives each player's address from the public key only. */
export interface DepositWallet {
  network: BitcoinNetwork;
  addressAt(index: number): string;
  isValidAddress(address: string): boolean;
}

export function createDepositWallet(
  extendedPublicKey: string,
  network: BitcoinNetwork,
): DepositWallet {
  const account: HDKey = parseAccountKey(extendedPublicKey, network);
  return {
    network,
    addressAt: (index) => deriveReceiveAddress(account, index, network),
    isValidAddress: (address) => isValidAddress(address, network),
  };
}
