/**
 * The names a new area's files are written with, all from its folder name (`stock-notes`): the
 * entity is the singular (`stockNote`), its table the folder name in snake case, its API path the
 * folder name itself (`/api/stock-notes/`). Russian names are given, never guessed.
 */
export interface AreaNames {
  /** The folder on every floor, the manifest's `name` and the API path: `stock-notes`. */
  area: string;
  /** `stockNotes`: the manifest's variable and the area's message keys. */
  areaCamel: string;
  /** `stockNote`: the entity's name. */
  entity: string;
  /** `StockNote`: in names of the action and its route. */
  Entity: string;
  table: string;
  /** `Stock notes`: the screen's title (its English text is the key). */
  Title: string;
  /** `Stock note`: the entity's label. */
  EntityTitle: string;
  /** `stock note`, `stock notes`: inside sentences. */
  entityLower: string;
  entitiesLower: string;
  /** The screen's title in Russian (required: the command cannot translate). */
  TitleRu: string;
  EntityTitleRu: string;
}

export const areaNamePattern = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** `stock-notes` → `stockNote`; a name not ending in "s" gets "Item" (`inventory` → `inventoryItem`). */
const singular = (name: string) => (/[^s]s$/.test(name) ? name.slice(0, -1) : `${name}Item`);

export function areaNames(area: string, russian: { title: string; entity?: string }): AreaNames {
  if (!areaNamePattern.test(area)) throw new Error(`An area's name is lower case words joined by dashes (stock-notes), not "${area}"`);
  const entity = singular(camel(area));
  const words = (text: string) => text.replace(/([A-Z])/g, ' $1').toLowerCase();
  const Title = capital(area.replace(/-/g, ' '));
  const EntityTitle = capital(words(entity));
  return {
    area,
    areaCamel: camel(area),
    entity,
    Entity: capital(entity),
    table: area.replace(/-/g, '_'),
    Title,
    EntityTitle,
    entityLower: words(entity),
    entitiesLower: /[^s]s$/.test(area) ? area.replace(/-/g, ' ') : `${words(entity)}s`,
    TitleRu: russian.title,
    EntityTitleRu: russian.entity ?? `Запись (${russian.title})`,
  };
}

/** The text with every `__key__` of the names replaced. */
export function fillNames(text: string, names: AreaNames): string {
  return text.replace(/__([A-Za-z]+)__/g, (whole, key: string) => (key in names ? names[key as keyof AreaNames] : whole));
}
