import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { subscribeBodySchema } from './subscribe-body-schema';

const firstMessage = (email: unknown) => {
  const result = subscribeBodySchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

// The subscribe page and the server both check the customer's email with this schema; its messages are the spec's.
describe('subscribe body schema', () => {
  it('asks for an email, then a valid one of at most 254 characters', () => {
    expect(firstMessage(undefined)).toBe(MSG.emailRequired);
    expect(firstMessage('   ')).toBe(MSG.emailRequired);
    expect(firstMessage('nope')).toBe(MSG.invalidEmail);
    expect(firstMessage(`${'a'.repeat(245)}@example.com`)).toBe(MSG.invalidEmail);
  });

  it('gives the email trimmed', () => {
    expect(subscribeBodySchema.parse({ email: ' me@example.com ' })).toEqual({ email: 'me@example.com' });
  });
});
