import { describe, expect, it } from 'vitest';
import { pressKey } from './keypad';

const keyIn = (keys: string, places = 2) =>
  [...keys].reduce((amount, key) => pressKey(amount, key === '<' ? '⌫' : key, places), '');

describe('the POS keypad', () => {
  it('keys a decimal string: $4.50, never a Number', () => {
    expect(keyIn('4.50')).toBe('4.50');
    expect(keyIn('.5')).toBe('0.5');
    expect(keyIn('0004')).toBe('4');
  });

  it('keeps one point and the currency’s places (cents for USD/EUR, 6 for a token)', () => {
    expect(keyIn('1.2.3')).toBe('1.23');
    expect(keyIn('1.999')).toBe('1.99');
    expect(keyIn('0.1234567', 6)).toBe('0.123456');
  });

  it('deletes the last key, and stops at nine digits', () => {
    expect(keyIn('12<3')).toBe('13');
    expect(keyIn('1234567890')).toBe('123456789');
  });
});
