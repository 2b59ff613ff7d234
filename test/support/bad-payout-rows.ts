/** A bad row of a payout file: the field its error names, and the cells it gets wrong. */
export type BadPayoutRow = [field: string, cells: Record<string, string>];

/**
 * Bad rows of a 500-row payout file by row number, of every kind the file's check refuses; `duplicateOf` is the
 * merchant_reference the caller gives row 61, which row 62 repeats. Cells: number, service, currency, amount, reference.
 */
export function badPayoutRows(duplicateOf: string): Record<number, BadPayoutRow> {
  return {
    11: ["recipient_number", { number: "0812345678" }],
    12: ["recipient_number", { number: "243812345678" }],
    13: ["recipient_number", { number: "+2438123456" }],
    21: ["recipient_number", { service: "AIRTEL" }],
    22: ["recipient_number", { service: "ORANGE" }],
    23: ["recipient_number", { service: "AFRICELL" }],
    31: ["currency", { currency: "XYZ" }],
    32: ["currency", { currency: "" }],
    33: ["currency", { currency: "EURO" }],
    41: ["amount", { amount: "10.005" }],
    42: ["amount", { amount: "ten" }],
    43: ["amount", { amount: "-5.00" }],
    51: ["amount", { amount: "" }],
    52: ["amount", { amount: "0.00" }],
    62: ["merchant_reference", { reference: duplicateOf }],
    72: ["merchant_reference", { reference: "has space" }],
    81: ["service", { service: "FOO" }],
    82: ["merchant_reference", { reference: "x".repeat(60) }],
    91: ["amount", { amount: "99999999999.00" }],
  };
}
