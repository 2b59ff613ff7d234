import { type ComponentChildren, createContext } from "preact";
import { useContext, useState } from "preact/hooks";
import { area } from "../router";
import { type Dictionary, en } from "./en";
import type { Language } from "./formats";
import { fr } from "./fr";
import { STAFF } from "./staff";

const DICTIONARIES: Record<Language, Dictionary> = { en, fr };
const KEY = "payments-console.language";

function chosenLanguage(): Language | undefined {
  const stored = localStorage.getItem(KEY);
  return stored === "fr" || stored === "en" ? stored : undefined;
}

/** The user's own choice, else French for a Congolese merchant, else the browser's preference, else English. */
function languageFor(chosen: Language | undefined, country: string | undefined): Language {
  if (chosen) return chosen;
  if (country === "CD") return "fr";
  return navigator.languages.some((tag) => tag.toLowerCase().startsWith("fr")) ? "fr" : "en";
}

interface LanguageState {
  text: Dictionary;
  choose: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ text: en, choose: () => {} });

/** The console's language; staff pages stay English. `country` is the merchant profile's, once known. */
export function LanguageProvider({ country, children }: { country?: string; children: ComponentChildren }) {
  const [chosen, setChosen] = useState(chosenLanguage);
  const language = languageFor(chosen, country);
  const choose = (next: Language) => {
    localStorage.setItem(KEY, next);
    setChosen(next);
  };
  const text = area === "admin" ? STAFF : DICTIONARIES[language];
  document.documentElement.lang = text.language;
  return <LanguageContext.Provider value={{ text, choose }}>{children}</LanguageContext.Provider>;
}

/** The words and formats of the console's language. */
export const useText = (): Dictionary => useContext(LanguageContext).text;

export const useLanguageChoice = () => useContext(LanguageContext).choose;
