/** A SQL list of string constants for check constraints: the same lists the TypeScript types come from. */
export const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
