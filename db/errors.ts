/** PostgreSQL's unique_violation, as knex raises it. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === "23505";
}
