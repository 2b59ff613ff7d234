import { registerVerifiedUser, uniqueEmail } from "./accounts";
import type { HttpResponse } from "./http";
import type { SmtpSink } from "./smtp-sink";
import type { TestApi } from "./test-api";

export interface TeamMember {
  email: string;
  token: string;
  userId: string;
}

/** `inviter` invites `invitee.email` as `role`; the invitee, signed in with `invitee.token`, accepts the mailed code. */
export async function inviteAndAccept(
  api: TestApi,
  sink: SmtpSink,
  invitee: { email: string; token: string },
  role: string,
  inviter: { token: string },
): Promise<HttpResponse> {
  const before = sink.countTo(invitee.email);
  const invited = await api.http.post("/api/organization/members/", { email: invitee.email, role }, { token: inviter.token });
  if (invited.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  const code = await sink.otpFor(invitee.email, before);
  return api.http.post("/api/organization/invitations/accept/", { code }, { token: invitee.token });
}

/** Signs up a fresh address through the API and joins `inviter`'s team as `role`. */
export async function joinTeam(api: TestApi, sink: SmtpSink, role: string, inviter: { token: string }): Promise<TeamMember> {
  const email = uniqueEmail(role);
  const { token, user } = await registerVerifiedUser(api, sink, email);
  const joined = await inviteAndAccept(api, sink, { email, token }, role, inviter);
  if (joined.status !== 201) throw new Error(`joining failed: ${JSON.stringify(joined.body)}`);
  return { email, token, userId: user.id };
}
