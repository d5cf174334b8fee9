import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH, toPasswordBody } from './password-form';

describe('password change form', () => {
  it("says 'New passwords do not match!' on the confirmation when they differ", () => {
    const built = toPasswordBody({ currentPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-2' });
    expect(built).toEqual({ ok: false, errors: { confirmPassword: 'New passwords do not match!' } });
    expect(PASSWORD_MISMATCH).toBe('New passwords do not match!');
  });

  it('sends the current and new password only when both new fields match', () => {
    const built = toPasswordBody({ currentPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(built).toEqual({ ok: true, body: { currentPassword: 'old-password', newPassword: 'new-password-1' } });
  });

  it('applies the shared rules after the match (too short, current missing)', () => {
    const built = toPasswordBody({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' });
    expect(built.ok).toBe(false);
    if (!built.ok) expect(Object.keys(built.errors).sort()).toEqual(['currentPassword', 'newPassword']);
  });
});
