import { describe, expect, it } from 'vitest';
import { profile } from '@/testing/staff-setup';
import { fromForm, toForm } from './profile-fields';

describe('the help line on the organization form (issue 25)', () => {
  it('starts as two empty fields and goes back as none when left empty', () => {
    const form = toForm({ ...profile, helpline: null });
    expect(form['helpline.name']).toBe('');
    expect(form['helpline.phone']).toBe('');
    expect(form).not.toHaveProperty('helpline');
    expect(fromForm(form).helpline).toBeNull();
  });

  it('goes back as the name and number typed', () => {
    const form = toForm({ ...profile, helpline: null });
    form['helpline.name'] = ' ConnexOntario ';
    form['helpline.phone'] = '1-866-531-2600';
    expect(fromForm(form).helpline).toEqual({ name: 'ConnexOntario', phone: '1-866-531-2600' });
  });
});
