/**
 * Who may do what, declared once as pure functions of the actor and the record (the model of
 * Payload CMS access functions and Django's `get_readonly_fields`). The server enforces these
 * rules; the browser derives its editor mode, disabled fields and buttons from the same ones.
 */

export const roles = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof roles)[number];

export interface Actor {
  id: number;
  role: Role;
  isSuperAdmin: boolean;
  department: number | null;
}

/** A fixed rule by role: the common cases, written as a word. */
export type AccessLevel = 'all' | 'adminOrManager' | 'admin' | 'superAdmin' | 'none';

/**
 * The answer of an access function: `true` allows, `false` refuses, a string refuses with
 * that message (the 403 `detail`). A read rule may instead answer `{ where }`: list filters in
 * the API's query syntax that limit what the actor sees. A list of such filter sets lets the
 * actor see the rows matching any one of them (a saved view: the actor's own, or shared).
 */
export type AccessDecision = boolean | string;
export type ReadWhere = Record<string, string> | ReadonlyArray<Record<string, string>>;
export type ReadDecision = AccessDecision | { where: ReadWhere };

export type AccessRule<M> = AccessLevel | ((actor: Actor, record: M | null) => AccessDecision);
export type ReadRule<M> = AccessLevel | ((actor: Actor, record: M | null) => ReadDecision);

export interface EntityAccess<M> {
  read?: ReadRule<M>;
  create?: AccessRule<M>;
  update?: AccessRule<M>;
  delete?: AccessRule<M>;
}
export type AccessAction = 'create' | 'update' | 'delete';

/** Fields the actor may not change on this record (null when creating), each with the reason. */
export type ReadOnlyFieldsRule<M, K extends string> = (actor: Actor, record: M | null) => Partial<Record<K, string>>;

export function hasAccess(level: AccessLevel | undefined, actor: Actor | null): boolean {
  if (!actor) return false;
  switch (level ?? 'all') {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'superAdmin':
      return actor.isSuperAdmin;
    case 'admin':
      return actor.role === 'ADMIN' || actor.isSuperAdmin;
    case 'adminOrManager':
      return actor.role === 'ADMIN' || actor.role === 'MANAGER' || actor.isSuperAdmin;
  }
}

export type Verdict = { allowed: true; where?: ReadWhere } | { allowed: false; message?: string };

function verdictOf(decision: ReadDecision): Verdict {
  if (decision === true) return { allowed: true };
  if (decision === false) return { allowed: false };
  if (typeof decision === 'string') return { allowed: false, message: decision };
  return { allowed: true, where: decision.where };
}

/** Apply a rule to an actor and a record (null for "any record": lists, the create button). */
export function decide<M>(rule: ReadRule<M> | undefined, actor: Actor | null, record: M | null): Verdict {
  if (!actor) return { allowed: false };
  if (typeof rule === 'function') return verdictOf(rule(actor, record));
  return { allowed: hasAccess(rule, actor) };
}

export function allows<M>(rule: ReadRule<M> | undefined, actor: Actor | null, record: M | null): boolean {
  return decide(rule, actor, record).allowed;
}
