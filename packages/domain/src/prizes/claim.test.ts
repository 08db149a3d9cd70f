import { describe, expect, it } from 'vitest';
import { claimDeadline, claimStepRefusal, mayDeclareUnclaimed, nextClaimStep } from './claim';

const drawn = new Date('2026-11-01T00:00:00Z');
const deadline = claimDeadline(drawn, 30);
const before = new Date('2026-11-15T00:00:00Z');
const after = new Date('2026-12-02T00:00:00Z');

describe('a prize claim', () => {
  it('has its deadline at the end of the claim period', () => {
    expect(deadline.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('takes its steps in order, one at a time', () => {
    expect(nextClaimStep('Open')).toBe('contact');
    expect(nextClaimStep('Contacted')).toBe('identity');
    expect(nextClaimStep('IdentityChecked')).toBe('pay');
    expect(nextClaimStep('Paid')).toBeNull();
    expect(claimStepRefusal('Open', 'contact', deadline, before)).toBeNull();
    expect(claimStepRefusal('Contacted', 'identity', deadline, before)).toBeNull();
    expect(claimStepRefusal('IdentityChecked', 'pay', deadline, after)).toBeNull();
  });

  it('refuses a step out of order, a step twice and any step after the end', () => {
    expect(claimStepRefusal('Open', 'pay', deadline, before)).toMatch(/IdentityChecked/);
    expect(claimStepRefusal('Open', 'identity', deadline, before)).toMatch(/Contacted/);
    expect(claimStepRefusal('Contacted', 'contact', deadline, before)).toMatch(/already/);
    expect(claimStepRefusal('Paid', 'pay', deadline, before)).toMatch(/already recorded as paid/);
    expect(claimStepRefusal('Unclaimed', 'contact', deadline, after)).toMatch(/unclaimed/);
  });

  it('is unclaimed only after its deadline and before it is paid', () => {
    expect(claimStepRefusal('Contacted', 'unclaimed', deadline, before)).toMatch(/has until/);
    expect(claimStepRefusal('Contacted', 'unclaimed', deadline, after)).toBeNull();
    expect(mayDeclareUnclaimed('Open', deadline, after)).toBe(true);
    expect(mayDeclareUnclaimed('Open', deadline, before)).toBe(false);
    expect(mayDeclareUnclaimed('Paid', deadline, after)).toBe(false);
  });
});
