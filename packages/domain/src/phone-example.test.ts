import { describe, expect, it } from 'vitest';
import { phoneExample } from './phone-example';

describe('phoneExample', () => {
  it("uses the organization's province", () => {
    expect(phoneExample('CA-ON')).toBe('416-555-0123');
    expect(phoneExample('CA-NS')).toBe('902-555-0123');
    expect(phoneExample('ca-qc')).toBe('514-555-0123');
  });

  it('falls back to a plain fictional number elsewhere', () => {
    expect(phoneExample('US-NY')).toBe('555-555-0123');
  });
});
