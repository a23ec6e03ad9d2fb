import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import {
  type BitcoinNetwork,
  deriveReceiveAddress,
  generateTestnetAccountKey,
  isValidAddress,
  parseAccountKey,
} from './bitcoin';

// BIP84's published test vectors: mnemonic "abandon ... about", account 0.
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

/** BIP39 seed of a mnemonic with an empty passphrase. */
function mnemonicToSeedSync(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

describe('BIP84 deposit addresses', () => {
  it('reproduces the published receive addresses from the account zpub', () => {
    const account = parseAccountKey(BIP84_ZPUB, 'bitcoin');
    expect(deriveReceiveAddress(account, 0, 'bitcoin')).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(deriveReceiveAddress(account, 1, 'bitcoin')).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
  });

  it('derives the published account zpub from the published mnemonic', () => {
    const seed = mnemonicToSeedSync(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    const master = HDKey.fromMasterSeed(seed, { public: 0x04b24746, private: 0x04b2430c });
    expect(master.derive("m/84'/0'/0'").publicExtendedKey).toBe(BIP84_ZPUB);
  });

  it('gives the same address for the same index every time and different ones for others', () => {
    const account = parseAccountKey(generateTestnetAccountKey(), 'testnet');
    const first = deriveReceiveAddress(account, 7, 'testnet');
    expect(deriveReceiveAddress(account, 7, 'testnet')).toBe(first);
    expect(deriveReceiveAddress(account, 8, 'testnet')).not.toBe(first);
    expect(first).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(isValidAddress(first, 'testnet')).toBe(true);
  });

  it('refuses a key of the other network and a private key', () => {
    expect(() => parseAccountKey(BIP84_ZPUB, 'testnet')).toThrow(/DEPOSIT_XPUB/);
    const xprv = HDKey.fromMasterSeed(new Uint8Array(32).fill(1)).privateExtendedKey;
    expect(() => parseAccountKey(xprv, 'bitcoin')).toThrow(/DEPOSIT_XPUB/);
  });
});

describe('withdrawal address check', () => {
  it.each([
    ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bitcoin'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bitcoin'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'bitcoin'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bitcoin'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'bitcoin'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet'],
  ] as const)('accepts %s on %s', (address, network) => {
    expect(isValidAddress(address, network)).toBe(true);
  });

  it.each([
    ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', 'bitcoin', 'bad checksum'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bitcoin', 'testnet address on mainnet'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'testnet', 'mainnet address on testnet'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'bitcoin', 'bad base58 checksum'],
    ['bc1Qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'bitcoin', 'mixed case'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'bitcoin',
      'taproot with bech32 checksum',
    ],
    ['not an address', 'bitcoin', 'garbage'],
    ['', 'bitcoin', 'empty'],
  ] as [string, BitcoinNetwork, string][])('refuses %s on %s (%s)', (address, network) => {
    expect(isValidAddress(address, network)).toBe(false);
  });
});
