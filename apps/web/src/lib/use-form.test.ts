// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));
const { useForm } = await import('./use-form');

describe('useForm', () => {
  it('sets a field and clears its error, leaving the others', () => {
    const { result } = renderHook(() => useForm({ name: '', email: '' }));
    act(() => result.current.setErrors({ name: 'Name is required', email: 'Enter a valid email address' }));
    act(() => result.current.text('name')({ target: { value: 'Ada' } }));
    expect(result.current.values).toEqual({ name: 'Ada', email: '' });
    expect(result.current.errors).toEqual({ email: 'Enter a valid email address' });
  });

  it("shows and clears the body's errors under the form field they concern", () => {
    const fieldOf = (path: string) => (path === 'startTime' ? 'start' : path);
    const { result } = renderHook(() => useForm({ start: '' }, { fieldOf }));
    act(() => result.current.setErrors({ startTime: 'Start is required' }));
    expect(result.current.errorOf('start')).toBe('Start is required');
    act(() => result.current.set('start', '2026-11-23T10:00'));
    expect(result.current.errors).toEqual({});
  });
});
