/** PostgreSQL's unique_violation, raised directly by knex or wrapped by objection as `nativeError`. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; nativeError?: { code?: string } } | undefined;
  return candidate?.code === "23505" || candidate?.nativeError?.code === "23505";
}
