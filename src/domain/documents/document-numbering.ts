/**
 * Numbers and dates of order documents. Every document of an order carries the order's number
 * (sequential per year, never reused: spec API.md), so an act, its invoice and its UPD match.
 * Closing documents (act, UPD, factura) are dated the last day of the report month; invoices for
 * payment the campaign's start; an attachment its additional-contract date or the start.
 */
import { addDays, format, parseISO } from 'date-fns';
import { monthEnd } from '../sales/order-dates';
import type { OrderDocumentType } from './document-types';
import type { ContractInput, OrderInput } from './document-input';

export function documentNumber(type: OrderDocumentType, order: Pick<OrderInput, 'number' | 'attachmentNumber'>): string {
  return type === 'ATTACHMENT' && order.attachmentNumber ? order.attachmentNumber : order.number;
}

export function documentDate(type: OrderDocumentType, order: Pick<OrderInput, 'dateStart' | 'dateReport' | 'additionalContractDate'>): string {
  switch (type) {
    case 'ACT':
    case 'UPD':
    case 'FACTURA':
      return monthEnd(order.dateReport);
    case 'ATTACHMENT':
      return order.additionalContractDate ?? order.dateStart;
    case 'INVOICE':
    case 'POLAND_INVOICE':
      return order.dateStart;
  }
}

/** The day payment is due: the document's date plus the order's (else the contract's) payment delay. */
export function paymentDueDate(date: string, order: Pick<OrderInput, 'postponeDays'>, contract: Pick<ContractInput, 'postponeDays'>): string {
  return format(addDays(parseISO(date), order.postponeDays ?? contract.postponeDays ?? 0), 'yyyy-MM-dd');
}

/** A file name: the order number and the type (`2026-00012_ACT.docx`), safe on every system. */
export function documentFileName(orderNumber: string, type: string, extension: string): string {
  return `${orderNumber.replace(/[^\w.-]+/g, '_')}_${type}.${extension}`;
}
