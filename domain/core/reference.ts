import { randomBytes } from "node:crypto";

/** A resource's references' prefix, as its declaration (`ResourceDeclaration`) names it: `TX`, `PO`, `RF`, `CV`. */
export type ReferencePrefix = Uppercase<string>;

/** Sortable by creation time, unguessable by its random tail: the prefix + base36 milliseconds + 10 hex. */
export function newReference(prefix: ReferencePrefix): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}
