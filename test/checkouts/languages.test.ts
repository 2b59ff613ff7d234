import { failureWords, pickLanguage } from "../../api/checkout-page/languages";
import { en } from "../../api/checkout-page/messages-en";
import { fr } from "../../api/checkout-page/messages-fr";
import { FAILURE_REASON_WORDS, FAILURE_REASONS } from "../../providers/failure-reasons";

describe("the customer's language", () => {
  it("is French unless ?lang=en or an Accept-Language preferring English", () => {
    expect(pickLanguage(undefined, undefined)).toBe("fr");
    expect(pickLanguage("en", "fr-FR")).toBe("en");
    expect(pickLanguage("fr", "en-GB")).toBe("fr");
    expect(pickLanguage("de", "en-US,en;q=0.9")).toBe("en");
    expect(pickLanguage(undefined, "fr-CD,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(pickLanguage(undefined, "ln, en;q=0.7, fr;q=0.6")).toBe("en");
    expect(pickLanguage(undefined, "ln, sw")).toBe("fr");
    expect(pickLanguage(undefined, "en;q=abc, fr;q=0.1")).toBe("fr");
    expect(pickLanguage(["en", "fr"], "x".repeat(10_000))).toBe("fr");
  });

  it("has every message in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(en.networks).sort()).toEqual(Object.keys(fr.networks).sort());
  });

  it("says a failed try's reason with its message in the page's language", () => {
    for (const reason of FAILURE_REASONS) {
      expect(failureWords(en, reason)).toBe(FAILURE_REASON_WORDS[reason].message_en);
      expect(failureWords(fr, reason)).toBe(FAILURE_REASON_WORDS[reason].message_fr);
    }
    expect(failureWords(fr, "something else")).toBe(FAILURE_REASON_WORDS.provider_error.message_fr);
  });
});
