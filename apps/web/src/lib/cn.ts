/** Joins class names, skipping falsy ones, so components can take optional overrides. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
