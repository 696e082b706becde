/**
 * SQL for "`column` contains the search term in `param`", as a search box means it: ASCII letters
 * in any case (as LIKE compares them), every other character of the term taken literally.
 * Not `LIKE '%term%'`: D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too
 * complex"), so a term of some 48 bytes (fewer characters with Croatian letters, emoji or escaped
 * wildcards) failed the whole query; instr() has no such limit and no wildcards to escape.
 */
export const containsSql = (column: string, param: string): string => `instr(lower(${column}), lower(${param})) > 0`
