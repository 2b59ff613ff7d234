import type { Language } from "./formats";
import { useLanguageChoice, useText } from "./language";

const CHOICES: Array<{ language: Language; short: string; name: string }> = [
  { language: "fr", short: "FR", name: "Français" },
  { language: "en", short: "EN", name: "English" },
];

/** FR / EN in the top bar; each named in its own language, so either reader finds theirs. */
export function LanguageSwitch() {
  const text = useText();
  const choose = useLanguageChoice();
  return (
    <fieldset class="language-switch">
      <legend class="visually-hidden">{text.layout.languageSwitch}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice.language}
          type="button"
          class="button button-quiet"
          lang={choice.language}
          aria-label={choice.name}
          aria-pressed={text.language === choice.language ? "true" : "false"}
          onClick={() => choose(choice.language)}
        >
          {choice.short}
        </button>
      ))}
    </fieldset>
  );
}
