/**
 * Values a careless or hostile client sends: names of plain-object properties, NUL and
 * right-to-left characters, lone surrogates, huge strings, extreme numbers, wrong shapes.
 */
import fc from 'fast-check';

/** Names every plain JavaScript object answers to. */
export const prototypeNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

export const hostileStringList: readonly string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '0',
  '-1',
  '1.5',
  '1e999',
  '2026-13-45',
  '0000-00-00',
  '9999-12-31T25:61:61Z',
  'a\u0000b',
  '\u0000',
  '\u202eevil.exe',
  '\u200f\u200e',
  'مرحبا بالعالم',
  '👍🏽👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '\ufeff\uffff\ufffe',
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  'x'.repeat(3_000),
  'é'.repeat(2_000),
  'a\u0000'.repeat(50),
  ...prototypeNames,
];

export const hostileNumberList: readonly number[] = [
  0,
  -0,
  -1,
  0.1,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  9999999999999.99,
];

/** Characters the layers below JSON take badly: NUL (PostgreSQL text), bidi overrides, lone surrogates. */
export const poisonCharacters = ['\u0000', '\u202e', '\u200f', '\ud800', '\uffff'] as const;

/** `text` with one poison character put in at `at` (modulo its length). */
export function poison(text: string, character: string, at: number): string {
  const index = at % (text.length + 1);
  return text.slice(0, index) + character + text.slice(index);
}

/** Long and incompressible, unlike 'x'.repeat(n): PostgreSQL compresses repeated text below its index limits. */
export const longText = (() => {
  let state = 0x2545f491;
  let text = '';
  for (let i = 0; i < 4_000; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += String.fromCharCode(97 + ((state >>> 0) % 26));
  }
  return text;
})();

export const poisonedString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('', 'name', 'admin@example.com', '2026-01-01', '1'), fc.constantFrom(...poisonCharacters), fc.nat())
  .map(([text, character, at]) => poison(text, character, at));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStringList), weight: 4 },
  { arbitrary: poisonedString, weight: 2 },
  { arbitrary: fc.constantFrom(longText, `${longText}@example.com`), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom(...hostileStringList).map((s) => `${s}${s}`.slice(0, 20_000)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hostileNumberList),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON shape, leaning on the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[1]], [1, 'a', null], { a: { b: 1 } }), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom(...prototypeNames, 'a'), hostileString, { maxKeys: 2 }), weight: 1 },
);

/** An object with the key as an own enumerable property (even `__proto__`), as JSON.parse makes it. */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}
