import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdditiveNumberWidget } from './AdditiveNumberWidget';

describe('AdditiveNumberWidget (spec 2 §8: adding to the payment amount)', () => {
  it('adds the typed amount to the value and resets the input to zero', () => {
    const onChange = vi.fn();
    render(<AdditiveNumberWidget name="paymentAmount" label="Paid" field={{ kind: 'money', additive: true }} value={100.1} onChange={onChange} />);
    const input = screen.getByTestId('paymentAmount-add') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50.25' } });
    fireEvent.click(screen.getByTestId('paymentAmount-add-button'));
    expect(onChange).toHaveBeenCalledWith(150.35);
    expect(input.value).toBe('0');
  });

  it('adds on Enter, and offers nothing to add for zero', () => {
    const onChange = vi.fn();
    render(<AdditiveNumberWidget name="paymentAmount" label="Paid" field={{ kind: 'money', additive: true }} value={null} onChange={onChange} />);
    expect((screen.getByTestId('paymentAmount-add-button') as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByTestId('paymentAmount-add');
    fireEvent.change(input, { target: { value: '0,1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(0.1);
  });
});
