import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { dateTime } from "../ui/format";
import { Card, ErrorNotice, PageHeader, ShownOnce } from "../ui/parts";

const rotateSecret = () => dataOf(api.POST("/api/organization/merchant/callback-secret/rotate/"));

/** Rotating the secret that signs notifications; the old one keeps signing beside it for a while. */
export function SettingsPage() {
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
      <PageHeader title="Settings" />
      <Card title="Notification signing secret" id="secret">
        <p>
          Every notification to your server is signed with this secret (Standard Webhooks). After a rotation, the previous secret
          keeps signing beside the new one for 24 hours, so you can deploy the new one without missing a notification.
        </p>
        {confirming ? (
          <div class="row-actions">
            <button type="button" class="button button-danger" onClick={rotate}>
              Confirm rotation
            </button>
            <button type="button" class="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" class="button" onClick={() => setConfirming(true)}>
            Rotate secret
          </button>
        )}
        <ErrorNotice error={error} />
        {rotated && (
          <>
            <ShownOnce label="New signing secret" value={rotated.callback_secret} />
            <p class="hint">The previous secret stops signing at {dateTime(rotated.previous_secret_expires_at)} UTC.</p>
          </>
        )}
      </Card>
    </>
  );
}
