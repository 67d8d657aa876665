import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FloatInput } from './FloatInput';

function Harness({ kind = 'money' as 'money' | 'int' | 'decimal' }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <>
      <FloatInput name="sum" field={{ kind }} label="Sum" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('FloatInput', () => {
  const input = () => screen.getByRole('textbox', { name: 'Sum' }) as HTMLInputElement;
  const value = () => screen.getByTestId('value').textContent;

  it('accepts a comma, strips other characters and rounds to 2 decimals', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '1 234,567р' } });
    expect(input().value).toBe('1234,567');
    expect(value()).toBe('1234.57');
    fireEvent.blur(input());
    expect(input().value).toBe('1234.57');
  });

  it('keeps a leading minus and becomes null when emptied', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '-5.5' } });
    expect(value()).toBe('-5.5');
    fireEvent.change(input(), { target: { value: '' } });
    expect(value()).toBe('null');
  });
});
