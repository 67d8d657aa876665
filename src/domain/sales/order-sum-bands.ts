/** The bands of the order sum distribution in the orders statistics view (sums with VAT). */
export const orderSumBands = [
  { label: '< 100K', from: -1e15, to: 100_000 },
  { label: '100K–500K', from: 100_000, to: 500_000 },
  { label: '500K–1M', from: 500_000, to: 1_000_000 },
  { label: '1M–5M', from: 1_000_000, to: 5_000_000 },
  { label: '≥ 5M', from: 5_000_000, to: 1e15 },
] as const;
