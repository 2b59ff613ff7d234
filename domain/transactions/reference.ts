import { randomBytes } from "node:crypto";

/** Sortable by creation time, unguessable by its random tail: `TX` + base36 milliseconds + 10 hex. */
export function newReference(): string {
  return `TX${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}
