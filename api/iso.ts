/** A timestamp as the API writes it (ISO 8601, UTC); null stays null. */
export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
