import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { followLanguage } from './language-provider';

describe('followLanguage', () => {
  it('keeps the context when a catalogue is loaded, renews it when another language is active', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: { a: 'uno' } } });
    const first = followLanguage(undefined, i18n);
    expect(first.context._('a')).toBe('uno');

    // a section's catalogue in the same language: nothing drawn needs it, nothing draws again
    i18n.load('es', { b: 'dos' });
    const afterLoad = followLanguage(first, i18n);
    expect(afterLoad).toBe(first);
    expect(afterLoad.context._('b')).toBe('dos');

    // another language: a new context, and every component that translates draws again
    i18n.load('en', { a: 'one' });
    i18n.activate('en');
    const afterSwitch = followLanguage(afterLoad, i18n);
    expect(afterSwitch).not.toBe(first);
    expect(afterSwitch.locale).toBe('en');
    expect(afterSwitch.context._('a')).toBe('one');
  });
});
