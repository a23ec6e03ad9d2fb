import { describe, expect, it } from 'vitest';
import type { Game } from '../../../contract/games';
import { RECENTLY_PLAYED_LIMIT } from '../../../contract/player-games';
import { applyFavouriteChange, withRecentGame } from './player-game-lists';

const gameNumber = (id: number): Game => ({
  id,
  slug: `game-${id}`,
  name: `Game ${id}`,
  category: 'slots',
  provider: { id: 1, slug: 'house', name: 'Casa Originals' },
  imageUrl: `/art/${id}.webp`,
  isLive: false,
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const ids = (games: Game[]) => games.map((game) => game.id);

describe('applyFavouriteChange', () => {
  const list = [gameNumber(2), gameNumber(1)];

  it('puts a new favourite first', () => {
    expect(ids(applyFavouriteChange(list, { game: gameNumber(3), favourite: true }))).toEqual([
      3, 2, 1,
    ]);
  });

  it('keeps a favourite marked again once, in its place', () => {
    expect(ids(applyFavouriteChange(list, { game: gameNumber(1), favourite: true }))).toEqual([
      2, 1,
    ]);
  });

  it('takes an unmarked favourite out, and unmarking one not there changes nothing', () => {
    expect(ids(applyFavouriteChange(list, { game: gameNumber(2), favourite: false }))).toEqual([1]);
    expect(applyFavouriteChange(list, { game: gameNumber(9), favourite: false })).toBe(list);
  });

  it('gives the same list when a change is applied over a list that has it already', () => {
    const change = { game: gameNumber(3), favourite: true };
    const once = applyFavouriteChange(list, change);
    expect(ids(applyFavouriteChange(once, change))).toEqual(ids(once));
  });
});

describe('withRecentGame', () => {
  it('puts the launched game first, once', () => {
    const recent = [gameNumber(1), gameNumber(2), gameNumber(3)];
    expect(ids(withRecentGame(recent, gameNumber(3)))).toEqual([3, 1, 2]);
    expect(ids(withRecentGame(undefined, gameNumber(5)))).toEqual([5]);
  });

  it(`keeps at most ${RECENTLY_PLAYED_LIMIT} games, the oldest out`, () => {
    const full = Array.from({ length: RECENTLY_PLAYED_LIMIT }, (_, index) => gameNumber(index + 1));
    const after = withRecentGame(full, gameNumber(100));
    expect(after).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(after[0]?.id).toBe(100);
    expect(ids(after)).not.toContain(RECENTLY_PLAYED_LIMIT);
  });
});
