import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Card, ErrorNotice, PageHeader, ShownOnce } from "../ui/parts";

const rotateSecret = () => dataOf(api.POST("/api/organization/merchant/callback-secret/rotate/"));

/** Rotating the secret that signs notifications; the old one keeps signing beside it for a while. */
export function SettingsPage() {
  const text = useText();
  const words = text.settings;
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState<Awaited<ReturnType<typeof rotateSecret>>>();
  const [error, setError] = useState<unknown>();

  const rotate = async () => {
    setError(undefined);
    try {
      setRotated(await rotateSecret());
      setConfirming(false);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader title={words.title} />
      <Card title={words.secretTitle} id="secret">
        <p>{words.secretText}</p>
        {confirming ? (
          <div class="row-actions">
            <button type="button" class="button button-danger" onClick={rotate}>
              {words.confirm}
            </button>
            <button type="button" class="button" onClick={() => setConfirming(false)}>
              {text.common.cancel}
            </button>
          </div>
        ) : (
          <button type="button" class="button" onClick={() => setConfirming(true)}>
            {words.rotate}
          </button>
        )}
        <ErrorNotice error={error} />
        {rotated && (
          <>
            <ShownOnce label={words.newSecret} value={rotated.callback_secret} />
            <p class="hint">{words.previousStops(text.dateTime(rotated.previous_secret_expires_at))}</p>
          </>
        )}
      </Card>
    </>
  );
}
