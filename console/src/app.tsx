import { useEffect, useState } from "preact/hooks";
import { ADMIN_NAV, AdminRoutes } from "./admin/routes";
import { api, dataOf, whenEnrolmentRequired, whenSignedOut } from "./api";
import { LanguageProvider } from "./i18n/language";
import { Layout } from "./layout";
import { LoginPage, type Refusal } from "./login";
import { DashboardRoutes, useDashboardNav } from "./merchant/routes";
import { area, navigate } from "./router";
import { clearSession, loadSession, type Session, type SessionUser, saveSession } from "./session";

/** Who may use which face of the console: staff at /admin/, merchants at /dashboard/. */
function refusalFor(session: Session): Refusal | undefined {
  if (area === "admin" && !session.user.is_staff) return "notStaff";
  if (area === "dashboard" && session.user.type !== "merchant") return "notMerchant";
  return undefined;
}

/** The merchant profile's country, which chooses French for a Congolese merchant who has not chosen. */
function useMerchantCountry(user: SessionUser | undefined): [string | undefined, (country: string) => void] {
  const [country, setCountry] = useState<string>();
  const hasProfile = area === "dashboard" && user?.type === "merchant" && user.profile_completed;
  useEffect(() => {
    if (!hasProfile) return;
    dataOf(api.GET("/api/organization/merchant/"))
      .then((profile) => setCountry(profile.country))
      .catch(() => {});
  }, [hasProfile]);
  return [country, setCountry];
}

export function App() {
  const [session, setSession] = useState(loadSession);
  const [refusal, setRefusal] = useState<Refusal>();
  const [enrolmentRequired, setEnrolmentRequired] = useState(false);
  const [country, setCountry] = useMerchantCountry(session?.user);

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

  const profileSubmitted = (submittedCountry: string) => {
    if (!session) return;
    const completed = { ...session, user: { ...session.user, profile_completed: true } };
    saveSession(completed);
    setSession(completed);
    setCountry(submittedCountry);
  };

  const joined = () => {
    if (!session) return;
    const member = { ...session, user: { ...session.user, profile_completed: true, has_wallet: true } };
    saveSession(member);
    setSession(member);
  };

  return (
    <LanguageProvider country={country}>
      {!session || refusalFor(session) ? (
        <LoginPage onSignedIn={signIn} refusal={refusal} />
      ) : area === "admin" ? (
        <Layout user={session.user} nav={ADMIN_NAV} onSignOut={signOut}>
          <AdminRoutes enrolmentRequired={enrolmentRequired} onEnrolled={() => setEnrolmentRequired(false)} />
        </Layout>
      ) : (
        <MerchantConsole user={session.user} onSignOut={signOut} onProfileSubmitted={profileSubmitted} onJoined={joined} />
      )}
    </LanguageProvider>
  );
}

function MerchantConsole({
  user,
  onSignOut,
  onProfileSubmitted,
  onJoined,
}: {
  user: SessionUser;
  onSignOut: () => void;
  onProfileSubmitted: (country: string) => void;
  onJoined: () => void;
}) {
  return (
    <Layout user={user} nav={useDashboardNav()} onSignOut={onSignOut}>
      <DashboardRoutes user={user} onProfileSubmitted={onProfileSubmitted} onJoined={onJoined} />
    </Layout>
  );
}
