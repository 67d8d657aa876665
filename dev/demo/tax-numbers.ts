/**
 * Russian company numbers for the demo's legal entities, each with its real check digits: the
 * tax number (INN: 10 digits for an organisation, 12 for a person), the registration reason
 * code (KPP), the state registration number (OGRN, 13 digits; OGRNIP, 15), the statistics code
 * (OKPO), and bank details (BIK, correspondent and checking accounts with their control key).
 */
import type { SeededRandom } from './seeded-random';

const digitsOf = (text: string) => [...text].map(Number);

function weightedCheck(digits: readonly number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, i) => sum + weight * digits[i], 0) % 11) % 10;
}

const inn10Weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const inn11Weights = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const inn12Weights = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

export function isValidInn(inn: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  if (inn.length === 10) return weightedCheck(d, inn10Weights) === d[9];
  return weightedCheck(d, inn11Weights) === d[10] && weightedCheck(d, inn12Weights) === d[11];
}

/** An organisation's INN: the tax office (4 digits, region first), 5 digits, the check digit. */
export function companyInn(random: SeededRandom, taxOffice: string): string {
  const body = taxOffice + random.digits(5);
  return body + weightedCheck(digitsOf(body), inn10Weights);
}

/** A person's or sole proprietor's INN: the tax office, 6 digits, two check digits. */
export function personInn(random: SeededRandom, taxOffice: string): string {
  const body = taxOffice + random.digits(6);
  const eleven = body + weightedCheck(digitsOf(body), inn11Weights);
  return eleven + weightedCheck(digitsOf(eleven), inn12Weights);
}

/** KPP: the tax office of the organisation's INN, reason 01 (registered where it is), 001. */
export function kppFor(inn: string): string {
  return `${inn.slice(0, 4)}01001`;
}

export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** OGRN (13 digits) and OGRNIP (15): the rest of the number divided by 11 or 13, last digit. */
export function isValidOgrn(ogrn: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(ogrn)) return false;
  const divisor = ogrn.length === 13 ? 11n : 13n;
  return Number((BigInt(ogrn.slice(0, -1)) % divisor) % 10n) === Number(ogrn.at(-1));
}

/** The state registration number: sign 1 (organisation) or 3 (sole proprietor), year, region, serial. */
export function ogrnFor(random: SeededRandom, kind: 'company' | 'person', year: number, region: string): string {
  const sign = kind === 'company' ? '1' : '3';
  const body = sign + String(year % 100).padStart(2, '0') + region + random.digits(kind === 'company' ? 7 : 9);
  const divisor = kind === 'company' ? 11n : 13n;
  return body + String((BigInt(body) % divisor) % 10n);
}

function okpoCheck(body: readonly number[]): number {
  for (const start of [1, 3]) {
    const sum = body.reduce((total, digit, i) => total + digit * (((start - 1 + i) % 10) + 1), 0) % 11;
    if (sum < 10) return sum;
  }
  return 0;
}

export function isValidOkpo(okpo: string): boolean {
  if (!/^\d{8}$|^\d{10}$/.test(okpo)) return false;
  const d = digitsOf(okpo);
  return okpoCheck(d.slice(0, -1)) === d[d.length - 1];
}

/** OKPO: 8 digits for an organisation, 10 for a sole proprietor. */
export function okpoFor(random: SeededRandom, length: 8 | 10): string {
  const body = random.digits(length - 1);
  return body + okpoCheck(digitsOf(body));
}

const accountWeights = [7, 1, 3];

/** The bank's key check: its 3 digits before the 20 of the account, weights 7-1-3, sum ending in 0. */
function accountKeyHolds(prefix: string, account: string): boolean {
  const d = digitsOf(prefix + account);
  return d.reduce((sum, digit, i) => sum + ((digit * accountWeights[i % 3]) % 10), 0) % 10 === 0;
}

function withKey(prefix: string, head: string, tail: string): string {
  for (let key = 0; key <= 9; key++) if (accountKeyHolds(prefix, `${head}${key}${tail}`)) return `${head}${key}${tail}`;
  throw new Error('No account key fits'); // cannot happen: the key's weight (1) reaches every remainder
}

/** A BIK of a bank in a region: 04, the region's code, the division, the bank's number. */
export function bikFor(random: SeededRandom, region: string): string {
  return `04${region}${random.digits(2)}${random.int(100, 999)}`;
}

/** A checking account is keyed with the BIK's last 3 digits; a correspondent account with 0 and its 5th and 6th. */
export function isValidAccount(account: string, bik: string, kind: 'checking' | 'correspondent'): boolean {
  if (!/^\d{20}$/.test(account) || !/^\d{9}$/.test(bik)) return false;
  return accountKeyHolds(kind === 'checking' ? bik.slice(6) : `0${bik.slice(4, 6)}`, account);
}

export function correspondentAccountFor(bik: string): string {
  return withKey(`0${bik.slice(4, 6)}`, '30101810', `00000000${bik.slice(6)}`);
}

/** A rouble checking account: 40702 for an organisation, 40802 for a sole proprietor. */
export function checkingAccountFor(random: SeededRandom, bik: string, kind: 'company' | 'person'): string {
  return withKey(bik.slice(6), `${kind === 'company' ? '40702' : '40802'}810`, random.digits(11));
}
