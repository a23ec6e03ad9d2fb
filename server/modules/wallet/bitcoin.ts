import { randomBytes } from 'node:crypto';
import { bech32 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ADDRESS_FORMATS, type BitcoinNetwork } from '../../../contract/bitcoin-address';

export { isValidAddress, type BitcoinNetwork } from '../../../contract/bitcoin-address';

interface NetworkParams {
  bech32Prefix: string;
  /** BIP84 coin type: 0 for bitcoin, 1 for testnet. */
  coinType: number;
  /** Extended-key version bytes by prefix: xpub/tpub (BIP32) and zpub/vpub (BIP84). */
  publicVersions: Record<string, number>;
  bip84Versions: { public: number; private: number };
}

const NETWORKS: Record<BitcoinNetwork, NetworkParams> = {
  bitcoin: {
    ...ADDRESS_FORMATS.bitcoin,
    coinType: 0,
    publicVersions: { xpub: 0x0488b21e, zpub: 0x04b24746 },
    bip84Versions: { public: 0x04b24746, private: 0x04b2430c },
  },
  testnet: {
    ...ADDRESS_FORMATS.testnet,
    coinType: 1,
    publicVersions: { tpub: 0x043587cf, vpub: 0x045f1cf6 },
    bip84Versions: { public: 0x045f1cf6, private: 0x045f18bc },
  },
};

/**
 * Reads an account-level extended public key (m/84'/coin'/account'), e.g. a zpub or vpub.
 * It refuses private keys: the server never holds one.
 */
export function parseAccountKey(extendedKey: string, network: BitcoinNetwork): HDKey {
  const params = NETWORKS[network];
  const prefix = extendedKey.slice(0, 4);
  const publicVersion = params.publicVersions[prefix];
  if (publicVersion === undefined) {
    throw new Error(
      `DEPOSIT_XPUB must be one of ${Object.keys(params.publicVersions).join(', ')} for ${network}`,
    );
  }
  const key = HDKey.fromExtendedKey(extendedKey, { public: publicVersion, private: 0 });
  if (key.privateKey) throw new Error('DEPOSIT_XPUB must be a public key');
  return key;
}

/** The native segwit (P2WPKH) receive address at `index` of an account key: path 0/index. */
export function deriveReceiveAddress(
  accountKey: HDKey,
  index: number,
  network: BitcoinNetwork,
): string {
  const child = accountKey.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('cannot derive a public key');
  const program = ripemd160(sha256(child.publicKey));
  return bech32.encode(NETWORKS[network].bech32Prefix, [0, ...bech32.toWords(program)]);
}

/**
 * Makes a fresh testnet account key for the demo: a random seed, the BIP84 account's public
 * key kept, the seed forgotten. Real deployments configure their own DEPOSIT_XPUB.
 */
export function generateTestnetAccountKey(): string {
  const params = NETWORKS.testnet;
  const master = HDKey.fromMasterSeed(randomBytes(32), params.bip84Versions);
  const account = master.derive(`m/84'/${params.coinType}'/0'`);
  const extended = account.publicExtendedKey;
  master.wipePrivateData();
  account.wipePrivateData();
  return extended;
}
