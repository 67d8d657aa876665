/**
 * A value built once per object and kept while the object lives: declarations do not change
 * once made, and what is derived from one (a field list, a schema) is asked for on every row.
 */
export function memoizedBy<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const built = new WeakMap<K, V>();
  return (key) => {
    if (built.has(key)) return built.get(key) as V;
    const value = build(key);
    built.set(key, value);
    return value;
  };
}
