import { describe, expect, it } from 'vitest';
import { broadcastRequestOf, clickedPath, EMPTY_PUSH_DRAFT, type PushDraft } from './push-draft';

const draft: PushDraft = {
  title: { es: ' Bono del 50 % ', en: '50% bonus' },
  body: { es: 'Solo hoy.', en: 'Today only.' },
  url: '',
};

describe('broadcastRequestOf', () => {
  it('sends the texts trimmed and no page when none is given', () => {
    expect(broadcastRequestOf(draft)).toEqual({
      request: {
        title: { es: 'Bono del 50 %', en: '50% bonus' },
        body: { es: 'Solo hoy.', en: 'Today only.' },
        url: null,
      },
    });
  });

  it('names each empty or too long field with the server’s code', () => {
    const result = broadcastRequestOf({
      ...EMPTY_PUSH_DRAFT,
      title: { es: 'x'.repeat(101), en: '   ' },
      body: { es: 'Hola', en: 'Hi' },
    });
    expect(result).toEqual({
      errors: { 'title.es': 'invalid_value', 'title.en': 'field_required' },
    });
  });

  it('refuses a page outside the app', () => {
    const result = broadcastRequestOf({ ...draft, url: '//evil.example.com' });
    expect(result).toEqual({ errors: { url: 'invalid_value' } });
    expect(broadcastRequestOf({ ...draft, url: ' /promotion/3 ' })).toMatchObject({
      request: { url: '/promotion/3' },
    });
  });
});

describe('clickedPath', () => {
  it('opens the promotions by default, under /en in English', () => {
    expect(clickedPath('', 'es')).toBe('/promotion');
    expect(clickedPath('', 'en')).toBe('/en/promotion');
    expect(clickedPath('/promotion/3', 'en')).toBe('/en/promotion/3');
  });
});
