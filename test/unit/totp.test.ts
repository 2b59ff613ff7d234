import { base32Decode, base32Encode, hotp, matchingStep, otpauthUrl, totp, totpStep } from "../../lib/totp";

/** RFC 6238 Appendix B: 8-digit codes of the three reference seeds at the six reference times. */
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};
const VECTORS: Array<[number, string, string, string]> = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s matches the RFC's codes for SHA-1, SHA-256 and SHA-512", (seconds, sha1, sha256, sha512) => {
    expect(totp(SEEDS.sha1, seconds * 1000, 8, "sha1")).toBe(sha1);
    expect(totp(SEEDS.sha256, seconds * 1000, 8, "sha256")).toBe(sha256);
    expect(totp(SEEDS.sha512, seconds * 1000, 8, "sha512")).toBe(sha512);
  });

  it("matches RFC 4226's HOTP values (6 digits, SHA-1)", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it("accepts the current step and one either side, nothing further, and says which", () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) expect(matchingStep(SEEDS.sha1, hotp(SEEDS.sha1, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchingStep(SEEDS.sha1, hotp(SEEDS.sha1, step + offset), now)).toBeUndefined();
    expect(matchingStep(SEEDS.sha1, "12345", now)).toBeUndefined();
    expect(matchingStep(SEEDS.sha1, "abcdef", now)).toBeUndefined();
  });

  it("round-trips base32 and writes the otpauth URL authenticator apps read", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    expect(otpauthUrl({ issuer: "Payments", account: "a@b.example", secret: "MZXW6YTBOI" })).toBe(
      "otpauth://totp/Payments:a%40b.example?secret=MZXW6YTBOI&issuer=Payments&algorithm=SHA1&digits=6&period=30",
    );
  });
});
