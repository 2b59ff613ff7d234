import { sameName } from "../../domain/payouts/recipient-names";

/** Names as a French-speaking country writes them: the same person whatever the case, accents, spacing and order. */
describe("sameName", () => {
  it.each([
    ["Mukendi Jean-Pierre", "jean pierre MUKENDI"],
    ["Kabongo Ngoy Élodie", "ELODIE NGOY KABONGO"],
    ["  Tshibangu   Marie ", "marie tshibangu"],
    ["Mbuyi Grâce", "Grace Mbuyi"],
    ["N'Sele Françoise", "francoise n sele"],
    ["Ilunga Patrice", "ILUNGA\tPATRICE"],
  ])("takes %p and %p for one person", (expected, told) => {
    expect(sameName(expected, told)).toBe(true);
  });

  it.each([
    ["Jean Mukendi", "Jean-Pierre Mukendi"],
    ["Mukendi Jean", "Mukendi Jeanne"],
    ["Marie Tshibangu", "Marie Tshibangu Kalala"],
    ["", "Marie"],
    ["---", "---"],
  ])("tells %p and %p apart", (expected, told) => {
    expect(sameName(expected, told)).toBe(false);
  });
});
