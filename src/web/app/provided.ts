/**
 * A piece the shell uses but an area brings (the account calls, the tables' saved views, the
 * startup settings): set once by whoever loads the area (the app's entry, the route table's
 * load, the tests' setup), read by the shell, which names no area.
 */
export interface Provided<T> {
  provide(next: T): void;
  get(): T;
}

export function provided<T>(initial: T): Provided<T> {
  let current = initial;
  return {
    provide: (next) => {
      current = next;
    },
    get: () => current,
  };
}
