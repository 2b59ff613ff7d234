import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import type { SessionUser } from "../session";
import { Card, ErrorNotice, Field, Notice, PageHeader, Select, ShownOnce } from "../ui/parts";
import { useForm } from "../ui/use-form";

/** Countries the service's merchants are in, the Congo first; the API takes any ISO 3166-1 code. */
const COUNTRIES = ["CD", "CG", "AO", "ZM", "RW", "BI", "UG", "TZ", "KE"];

/** The merchant profile a new merchant submits before anything else; its signing secret is shown this once. */
export function ProfileForm({ user, onSubmitted }: { user: SessionUser; onSubmitted: (country: string) => void }) {
  const text = useText();
  const { fields, set, input, error, setError, errors, shownBeside } = useForm(
    { name: "", email: "", phone: "", country: "CD" },
    { initial: { name: "", email: user.email, phone: user.phone ?? "", country: "CD" } },
  );
  const [secret, setSecret] = useState<string>();
  const countryNames = new Intl.DisplayNames([text.language], { type: "region" });

  const submit = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      const profile = await dataOf(api.POST("/api/organization/merchant/", { body: fields }));
      setSecret(profile.callback_secret);
    } catch (caught) {
      setError(caught);
    }
  };

  if (secret) {
    return (
      <>
        <PageHeader title={text.profile.title} />
        <Notice tone="success">{text.profile.done}</Notice>
        <ShownOnce label={text.profile.secret} value={secret} />
        <button type="button" class="button button-primary" onClick={() => onSubmitted(fields.country)}>
          {text.profile.start}
        </button>
      </>
    );
  }
  return (
    <>
      <PageHeader title={text.profile.title} subtitle={text.profile.intro} />
      <Card>
        <form class="form-grid" onSubmit={submit} aria-label={text.profile.form} noValidate>
          <Field label={text.profile.name} name="profile-name" required autoComplete="organization" {...input("name")} />
          <Field label={text.profile.email} name="profile-email" type="email" required autoComplete="email" {...input("email")} />
          <Field
            label={text.profile.phone}
            name="profile-phone"
            type="tel"
            required
            autoComplete="tel"
            hint={text.profile.phoneHint}
            {...input("phone")}
          />
          <Select
            label={text.profile.country}
            name="profile-country"
            includeAny={false}
            options={COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
            value={fields.country}
            onChange={set("country")}
            error={errors.country}
          />
          <div class="form-actions">
            <button type="submit" class="button button-primary">
              {text.profile.submit}
            </button>
          </div>
        </form>
        <ErrorNotice error={error} shownBeside={shownBeside} />
      </Card>
    </>
  );
}
