/**
 * A table's columns named one by one, for the statements the api runs on every request: a statement naming its
 * columns is prepared once per connection (db/prepared.ts), one selecting `*` is planned afresh each time.
 * `allColumns<UserTable>()([...])` refuses to compile while a column of the table is missing from the list, so a
 * migration that adds a column also adds it here.
 */
type Missing<T, C extends readonly string[]> = Exclude<keyof T & string, C[number]>;

export function allColumns<T>() {
  return <const C extends readonly (keyof T & string)[]>(
    columns: C,
    ..._complete: [Missing<T, C>] extends [never] ? [] : [missing: Missing<T, C>]
  ): C => columns;
}

/** `columns` read from `alias`: `u.id`, `u.email`, … */
export const qualified = <A extends string, C extends readonly string[]>(alias: A, columns: C) =>
  columns.map((c) => `${alias}.${c}`) as { [K in keyof C]: `${A}.${C[K] & string}` };
