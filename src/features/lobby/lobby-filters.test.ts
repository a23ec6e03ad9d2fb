import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CASINO_CATEGORIES,
  choicesFromSearch,
  DEFAULT_CHOICES,
  lobbyFilters,
  lobbySearchSchema,
  searchFromChoices,
} from './lobby-filters';
import type { GameCategory } from '../../../contract/constants';

/** A lobby that offers only some categories. */
const SOME_CATEGORIES: readonly GameCategory[] = ['sports', 'racing', 'fighting'];

const parse = (search: Record<string, unknown>) => v.parse(lobbySearchSchema, search);

describe('lobby choices in the URL', () => {
  it('reads every choice and writes it back without the defaults', () => {
    const search = parse({ category: 'slots', provider: 'aurora', q: 'ruleta', order: 'az' });
    const choices = choicesFromSearch(search, CASINO_CATEGORIES);
    expect(choices).toEqual({
      category: 'slots',
      provider: 'aurora',
      search: 'ruleta',
      order: 'az',
    });
    expect(searchFromChoices(choices)).toEqual(search);
    expect(searchFromChoices(DEFAULT_CHOICES)).toEqual({});
  });

  it('falls back to the defaults for unknown values, and takes numbers as text', () => {
    const search = parse({ category: 'nope', order: 'random', q: 21, provider: ['x'] });
    expect(choicesFromSearch(search, CASINO_CATEGORIES)).toEqual({
      ...DEFAULT_CHOICES,
      search: '21',
    });
  });

  it('ignores a category the lobby does not offer', () => {
    const search = parse({ category: 'slots' });
    expect(choicesFromSearch(search, SOME_CATEGORIES).category).toBeNull();
    expect(choicesFromSearch(search).category).toBeNull();
  });

  it('gives the loader and the lobby the same games call for the same URL', () => {
    const choices = choicesFromSearch(parse({ category: 'racing', q: 'galgos' }), SOME_CATEGORIES);
    expect(lobbyFilters({ categories: [...SOME_CATEGORIES] }, 'en', choices)).toEqual({
      categories: null,
      category: 'racing',
      lan: 'en',
      provider: null,
      search: 'galgos',
      order: 'popular',
    });
  });
});
