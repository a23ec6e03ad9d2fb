import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LIVE_ENGINES, type LiveEngine } from '../../../../contract/house-page/live-tables';
import { VERIFIER_GAMES, type VerifierGame } from '../verifier-games';

export type { VerifierGame };

export const isLiveGame = (game: VerifierGame): game is LiveEngine =>
  (LIVE_ENGINES as readonly string[]).includes(game);

const GAME_LABELS = {
  dice: msg`Dice`,
  limbo: msg`Limbo`,
  'hi-lo': msg`Hi-Lo`,
  roulette: msg`Ruleta europea`,
  crash: msg`Crash (mesa en vivo)`,
  'live-roulette': msg`Ruleta en vivo`,
} as const;

/** The verifier's first field: which game's formula to apply. */
export function GameSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: VerifierGame;
  onChange: (game: VerifierGame) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="form__field">
      <label htmlFor={id}>{t`Juego`}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as VerifierGame)}
      >
        {VERIFIER_GAMES.map((game) => (
          <option key={game} value={game}>
            {i18n._(GAME_LABELS[game])}
          </option>
        ))}
      </select>
    </div>
  );
}
