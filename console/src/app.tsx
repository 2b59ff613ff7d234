import { useEffect, useState } from "preact/hooks";
import { ADMIN_NAV, AdminRoutes } from "./admin/routes";
import { api, whenEnrolmentRequired, whenSignedOut } from "./api";
import { Layout } from "./layout";
import { LoginPage } from "./login";
import { DASHBOARD_NAV, DashboardRoutes } from "./merchant/routes";
import { area, navigate } from "./router";
import { clearSession, loadSession, type Session, saveSession } from "./session";

/** Who may use which face of the console: staff at /admin/, merchants at /dashboard/. */
function refusalFor(session: Session): string | undefined {
  if (area === "admin" && !session.user.is_staff)
    return "This account is not a staff account. The operations console is for staff only.";
  if (area === "dashboard" && session.user.type !== "merchant")
    return "This account is not a merchant account. Staff use the operations console at /admin/.";
  return undefined;
}

export function App() {
  const [session, setSession] = useState(loadSession);
  const [refusal, setRefusal] = useState<string>();
  const [enrolmentRequired, setEnrolmentRequired] = useState(false);

  useEffect(() => whenSignedOut(() => setSession(undefined)), []);
  useEffect(
    () =>
      whenEnrolmentRequired(() => {
        setEnrolmentRequired(true);
        navigate("/two-factor", { replace: true });
      }),
    [],
  );

  const signIn = (candidate: Session) => {
    const refused = refusalFor(candidate);
    if (refused) {
      setRefusal(refused);
      // The token is worthless here; end it rather than leave it behind.
      fetch("/api/auth/logout/", { method: "POST", headers: { Authorization: `Bearer ${candidate.token}` } }).catch(() => {});
      return;
    }
    setRefusal(undefined);
    saveSession(candidate);
    setSession(candidate);
  };

  const signOut = async () => {
    await api.POST("/api/auth/logout/").catch(() => {});
    clearSession();
    setSession(undefined);
  };

  if (!session || refusalFor(session)) return <LoginPage onSignedIn={signIn} refusal={refusal} />;
  return (
    <Layout user={session.user} nav={area === "admin" ? ADMIN_NAV : DASHBOARD_NAV} onSignOut={signOut}>
      {area === "admin" ? (
        <AdminRoutes enrolmentRequired={enrolmentRequired} onEnrolled={() => setEnrolmentRequired(false)} />
      ) : (
        <DashboardRoutes user={session.user} />
      )}
    </Layout>
  );
}
