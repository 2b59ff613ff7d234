/**
 * Whether two spellings name the same person: case, accents, spacing, hyphens and apostrophes, and the order of
 * the names are ignored ("Mukendi Jean-Pierre" is "jean pierre MUKENDI", "Kabongo Ngoy Élodie" is "ELODIE NGOY
 * KABONGO", "N'Sele" is "n sele"). Every name must be there: "Jean Mukendi" is not "Jean-Pierre Mukendi".
 */
export function sameName(expected: string, told: string): boolean {
  const left = nameWords(expected);
  const right = nameWords(told);
  return left.length > 0 && left.length === right.length && left.every((word, index) => word === right[index]);
}

function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
}
