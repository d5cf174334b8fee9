// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { afterSignInPath, forgetInviteToken, inviteTokenFromHash, pendingInviteToken, rememberInviteToken } from './pending-invite';

describe('the invitation link', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the secret from the #token= fragment only', () => {
    expect(inviteTokenFromHash('#token=inv_abc123')).toBe('inv_abc123');
    expect(inviteTokenFromHash('token=inv_abc123')).toBe('inv_abc123');
    expect(inviteTokenFromHash('#token=')).toBeNull();
    expect(inviteTokenFromHash('')).toBeNull();
    expect(inviteTokenFromHash('#other=1')).toBeNull();
  });

  it('keeps the secret for this tab, so sign-in comes back to /join, until it is forgotten', () => {
    expect(afterSignInPath()).toBe('/dashboard');
    rememberInviteToken('inv_abc123');
    expect(pendingInviteToken()).toBe('inv_abc123');
    expect(afterSignInPath()).toBe('/join');
    forgetInviteToken();
    expect(pendingInviteToken()).toBeNull();
    expect(afterSignInPath()).toBe('/dashboard');
  });
});
