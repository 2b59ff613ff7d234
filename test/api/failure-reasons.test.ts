import { FAILURE_REASON_WORDS, FAILURE_REASONS } from "../../providers/failure-reasons";
import { registerVerifiedUser } from "../support/accounts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await api.close();
  await sink.close();
});

it("answers every reason of the vocabulary, once, with whether to retry and both messages, to a signed-in caller", async () => {
  const { token } = await registerVerifiedUser(api, sink);
  const { status, body } = await api.http.get("/api/organization/failure-reasons/", { token });
  expect(status).toBe(200);
  expect(body.results.map((one: { reason: string }) => one.reason)).toEqual([...FAILURE_REASONS]);
  expect(body.results).toContainEqual({ reason: "insufficient_funds", ...FAILURE_REASON_WORDS.insufficient_funds });
  expect(body.results).toContainEqual(expect.objectContaining({ reason: "resolved_by_staff", retryable: false }));
  for (const one of body.results) {
    expect(one).toEqual({
      reason: one.reason,
      retryable: expect.any(Boolean),
      message_en: expect.any(String),
      message_fr: expect.any(String),
    });
  }
  expect((await api.http.get("/api/organization/failure-reasons/")).status).toBe(401);
});
