import { describe, expect, it } from 'vitest';
import { chatTextLength, sanitiseChatText } from './live-chat';

describe('sanitiseChatText', () => {
  it('trims and makes every run of whitespace, newlines and tabs included, one space', () => {
    expect(sanitiseChatText('  hola \n\n\t mesa\u00a0\u3000 ')).toBe('hola mesa');
    expect(sanitiseChatText('a\r\nb\u2028c\u0085d')).toBe('a b c d');
  });

  it('removes control characters', () => {
    expect(sanitiseChatText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
  });

  it('removes bidirectional overrides, embeddings, isolates and marks', () => {
    // "txt.exe" written backwards with a right-to-left override reads as "exe.txt"
    expect(sanitiseChatText('file\u202eexe.txt')).toBe('fileexe.txt');
    for (const mark of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ])
      expect(sanitiseChatText(`a${mark}b`), mark.codePointAt(0)?.toString(16)).toBe('ab');
  });

  it('removes zero-width and invisible characters', () => {
    for (const invisible of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u2062',
      '\u180e',
    ])
      expect(sanitiseChatText(`a${invisible}b`), invisible.codePointAt(0)?.toString(16)).toBe('ab');
  });

  it('is empty for a text of nothing visible', () => {
    expect(sanitiseChatText(' \u200b\u202e\n\u0000 ')).toBe('');
  });

  it('keeps markup as the text it is: it is shown as text, never parsed', () => {
    expect(sanitiseChatText('<img src=x onerror=alert(1)> &amp;')).toBe(
      '<img src=x onerror=alert(1)> &amp;',
    );
  });

  it('keeps letters of every script, accents composed, and emoji', () => {
    expect(sanitiseChatText('Cafe\u0301 ñandú Привет مرحبا 🎰')).toBe('Café ñandú Привет مرحبا 🎰');
  });

  it('gives the same text when applied twice', () => {
    const raw = ' a\u202e \u200b\n b ';
    expect(sanitiseChatText(sanitiseChatText(raw))).toBe(sanitiseChatText(raw));
  });
});

describe('chatTextLength', () => {
  it('counts characters, an emoji as one', () => {
    expect(chatTextLength('hola')).toBe(4);
    expect(chatTextLength('🎲🎲')).toBe(2);
    expect(chatTextLength('')).toBe(0);
  });
});
