import { describe, expect, it } from 'vitest';
import { invoiceAmountWithNds, invoicePaymentStatus, invoiceToPay, roundMoney, setPaidPatch } from './invoice-rules';

describe('the shared invoice rules', () => {
  it('adds the VAT rounded half away from zero, 20 % without a contract nds', () => {
    expect(invoiceAmountWithNds(100, 20)).toBe(120);
    expect(invoiceAmountWithNds(0.125, 0)).toBe(0.13);
    expect(invoiceAmountWithNds(10.01, null)).toBe(12.01);
    expect(invoiceAmountWithNds('1234.56', 10)).toBe(1358.02);
    expect(roundMoney(-0.125)).toBe(-0.13);
  });

  it('computes the payment status and the amount to pay from the amount paid', () => {
    expect(invoicePaymentStatus(120, 0)).toBe('NOT_PAID');
    expect(invoicePaymentStatus(120, 50)).toBe('PARTIALLY_PAID');
    expect(invoicePaymentStatus(120, 120)).toBe('PAID');
    expect(invoicePaymentStatus(120, 130)).toBe('PAID');
    expect(invoicePaymentStatus(0, 0)).toBe('NOT_PAID');
    expect(invoicePaymentStatus(0, 10)).toBe('NOT_PAID');
    expect(invoiceToPay(120.5, 20.25)).toBe(100.25);
  });

  it('sets paid by patching the amount paid to the amount with VAT, never a PAID invoice', () => {
    expect(setPaidPatch({ id: 3, amountWithNds: 120, paymentAmount: 10, updatedAt: 't' })).toEqual({ id: 3, paymentAmount: 120, updatedAt: 't' });
    expect(setPaidPatch({ id: 3, amountWithNds: 120, paymentAmount: 120 })).toBeNull();
  });
});
