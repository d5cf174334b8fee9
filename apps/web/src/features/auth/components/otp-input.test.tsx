import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyOtp, isOtpComplete, OtpInput, otpToString } from './otp-input';

function Harness({ initial = emptyOtp() }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output data-testid="code">{otpToString(digits)}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;
const paste = (el: HTMLElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });

describe('OtpInput', () => {
  afterEach(cleanup);

  it('renders four numeric single-digit boxes with labels', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(4);
    for (const [i, box] of boxes().entries()) {
      expect(box.inputMode).toBe('numeric');
      expect(box.getAttribute('aria-label')).toBe(`Digit ${i + 1} of 4`);
    }
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });

  it('fills all boxes when four digits are pasted, wherever the paste lands', () => {
    render(<Harness />);
    paste(boxes()[2]!, ' 12-34 ');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(code()).toBe('1234');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('ignores a paste without digits', () => {
    render(<Harness />);
    paste(boxes()[0]!, 'abcd');
    expect(code()).toBe('');
  });

  it('moves forward on typing and keeps only digits', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(code()).toBe('7');
  });

  it('backspace clears the current box, then moves back and clears the previous one', () => {
    render(<Harness initial={['1', '2', '3', '']} />);
    const [, , third, fourth] = boxes();
    fourth!.focus();
    fireEvent.keyDown(fourth!, { key: 'Backspace' });
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Backspace' });
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('backspace on a filled box clears it and stays', () => {
    render(<Harness initial={['1', '2', '3', '4']} />);
    const second = boxes()[1]!;
    second.focus();
    fireEvent.keyDown(second, { key: 'Backspace' });
    expect(code()).toBe('134');
    expect(boxes()[1]!.value).toBe('');
    expect(document.activeElement).toBe(second);
  });

  it('arrow keys move between boxes and stop at the ends', () => {
    render(<Harness />);
    const all = boxes();
    all[0]!.focus();
    fireEvent.keyDown(all[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(all[0]);
    fireEvent.keyDown(all[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all[1]);
    fireEvent.keyDown(all[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(all[2]!, { key: 'ArrowRight' });
    fireEvent.keyDown(all[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all[3]);
    fireEvent.keyDown(all[3]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(all[2]);
  });

  it('knows when a code is complete', () => {
    expect(isOtpComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isOtpComplete(['1', '2', '', '4'])).toBe(false);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });
});
