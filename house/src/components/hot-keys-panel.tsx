import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import { setHotKeysOn } from '../site-settings';

// each key as printed on it, and what it does (use-bet-shortcut.ts `useHotKeys`)
const KEYS: readonly (readonly [key: string, does: MessageKey])[] = [
  [' ', 'hotKeyBet'],
  ['S', 'hotKeyDouble'],
  ['A', 'hotKeyHalve'],
  ['D', 'hotKeyZero'],
  ['Q', 'hotKeyTargetDown'],
  ['W', 'hotKeyTargetUp'],
];

/**
 * The hot keys switch (off until the player switches it on; the site remembers it) and, while
 * on, the keys. Not shown on a touch screen, where there are no keys to press.
 */
export function HotKeysPanel({ isOn }: { isOn: boolean }) {
  const { t } = useHouse();
  return (
    <div className="hot-keys" data-testid="hot-keys">
      <label className="hot-keys-switch">
        <input
          type="checkbox"
          checked={isOn}
          onChange={(event) => setHotKeysOn(event.currentTarget.checked)}
        />
        <span>{t('hotKeys')}</span>
      </label>
      {isOn && (
        <dl className="hot-keys-list" aria-label={t('hotKeys')}>
          {KEYS.map(([key, does]) => (
            <div key={does}>
              <dt>
                <kbd>{key === ' ' ? t('hotKeySpace') : key}</kbd>
              </dt>
              <dd>{t(does)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
