/**
 * The parts of DaData's documented findById answers that the product reads
 * (spec 1 §7 "Contracts and legal entities"). Every field may be null in real answers.
 */
export interface DadataSuggestion<T> {
  value?: string | null;
  unrestricted_value?: string | null;
  data?: T | null;
}

export interface DadataAnswer<T> {
  suggestions?: DadataSuggestion<T>[] | null;
}

export interface DadataPartyData {
  type?: string | null;
  inn?: string | null;
  kpp?: string | null;
  ogrn?: string | null;
  okpo?: string | null;
  name?: {
    full_with_opf?: string | null;
    short_with_opf?: string | null;
    full?: string | null;
    short?: string | null;
  } | null;
  address?: {
    value?: string | null;
    unrestricted_value?: string | null;
    data?: { source?: string | null; country_iso_code?: string | null } | null;
  } | null;
  management?: { name?: string | null; post?: string | null } | null;
  opf?: { short?: string | null; full?: string | null; code?: string | null } | null;
}

export interface DadataBankData {
  bic?: string | null;
  correspondent_account?: string | null;
  name?: { payment?: string | null; full?: string | null; short?: string | null } | null;
}
