import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import { cardAt, isRedSuit } from './hi-lo';

const SUIT_NAMES: Record<ReturnType<typeof cardAt>['suit'], MessageKey> = {
  diamonds: 'suitDiamonds',
  hearts: 'suitHearts',
  spades: 'suitSpades',
  clubs: 'suitClubs',
};

/** A card face, e.g. "♠J", named in words ("J de picas"). */
export function PlayingCard({ index, isBig = false }: { index: number; isBig?: boolean }) {
  const { t } = useHouse();
  const card = cardAt(index);
  return (
    <span
      role="img"
      className={`playing-card${isBig ? ' is-big' : ''}${isRedSuit(card.suit) ? ' is-red' : ''}`}
      aria-label={t('cardName', { rank: card.rank, suit: t(SUIT_NAMES[card.suit]) })}
    >
      {card.label}
    </span>
  );
}
