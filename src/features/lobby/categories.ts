import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GameCategory } from '../../../contract/constants';

/** The name of each game category of SPEC.md section 1, in the player's language. */
export const CATEGORY_LABELS: Record<GameCategory, MessageDescriptor> = {
  slots: msg`Tragaperras`,
  baccarat: msg`Baccarat`,
  blackjack: msg`Blackjack`,
  'skill-games': msg`Juegos de habilidad`,
  'instant-win': msg`Premio instantáneo`,
  bingo: msg`Bingo`,
  fishing: msg`Pesca`,
  roulette: msg`Ruleta`,
  poker: msg`Póker`,
  'casual-games': msg`Juegos casuales`,
  'hi-lo-switch': msg`Hi-Lo`,
  'video-poker': msg`Vídeo póker`,
  lottery: msg`Lotería`,
  dice: msg`Dados`,
  'sic-bo': msg`Sic Bo`,
  'casino-holdem': msg`Casino Hold'em`,
  'european-roulette': msg`Ruleta europea`,
  'american-roulette': msg`Ruleta americana`,
  'french-roulette': msg`Ruleta francesa`,
  'russian-poker': msg`Póker ruso`,
  'live-dealer': msg`Crupier en vivo`,
  'video-bingo': msg`Vídeo bingo`,
  racing: msg`Carreras`,
  sports: msg`Deportes`,
  keno: msg`Keno`,
  fighting: msg`Lucha`,
  shooting: msg`Disparos`,
  'scratch-cards': msg`Rasca y gana`,
  card: msg`Cartas`,
  'andar-bahar': msg`Andar Bahar`,
  'teen-patti': msg`Teen Patti`,
};
